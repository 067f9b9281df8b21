/*
 * The one tax number rule: the VAT invoice and the business profile both check it (through
 * `taxNumberSchema` of account-contracts.ts, on the server and in the forms), so a profile's
 * number always fits an invoice. Numbers are never reformatted: what the
 * customer typed is what is checked and stored, less surrounding spaces.
 */

/** Vietnamese tax code (mã số thuế): 10 digits, or a dependent unit's 10 + "-" + 3. */
const VIETNAMESE_TAX_CODE = /^(\d{10})(-\d{3})?$/;
/** A person's 12-digit identification number, their tax code since 1 July 2025 (Circular 86/2024/TT-BTC). */
const PERSONAL_ID_NUMBER = /^\d{12}$/;
/** Korean business registration number (사업자등록번호): NNN-NN-NNNNN. */
const KOREAN_BUSINESS_NUMBER = /^\d{3}-\d{2}-\d{5}$/;

const VIETNAMESE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3];
const KOREAN_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

function weightedSum(digits: string, weights: number[]): number {
  return weights.reduce((sum, weight, index) => sum + Number(digits[index]) * weight, 0);
}

/**
 * The check digit of a Vietnamese tax code's first nine digits: 10 − (Σ digit × weight mod 11).
 * A remainder of 0 would ask for "10", which is no digit: no valid code starts that way (null).
 */
export function vietnameseCheckDigit(firstNine: string): number | null {
  const checkDigit = 10 - (weightedSum(firstNine, VIETNAMESE_WEIGHTS) % 11);
  return checkDigit === 10 ? null : checkDigit;
}

/** The National Tax Service's check digit: the weighted sum plus ⌊9th digit × 5 / 10⌋, to the next ten. */
export function koreanCheckDigit(firstNine: string): number {
  const sum = weightedSum(firstNine, KOREAN_WEIGHTS) + Math.floor((Number(firstNine[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

const hasCheckDigit = (digits: string, expected: number | null) => expected === Number(digits[9]);

export type TaxNumberIssue = 'validation_required' | 'validation_tax_number' | 'validation_tax_number_checksum';

/** The first rule a tax number breaks, or null: its form first, then its check digit. */
export function taxNumberIssue(value: string): TaxNumberIssue | null {
  if (value === '') return 'validation_required';
  const vietnamese = VIETNAMESE_TAX_CODE.exec(value);
  if (vietnamese) {
    const [, code] = vietnamese;
    return hasCheckDigit(code, vietnameseCheckDigit(code)) ? null : 'validation_tax_number_checksum';
  }
  if (KOREAN_BUSINESS_NUMBER.test(value)) {
    const digits = value.replaceAll('-', '');
    return hasCheckDigit(digits, koreanCheckDigit(digits)) ? null : 'validation_tax_number_checksum';
  }
  return PERSONAL_ID_NUMBER.test(value) ? null : 'validation_tax_number';
}
