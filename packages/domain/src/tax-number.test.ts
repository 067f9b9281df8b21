import { describe, expect, it } from 'vitest';
import { koreanCheckDigit, taxNumberIssue, vietnameseCheckDigit } from './tax-number.ts';

describe('Vietnamese tax codes', () => {
  it('compute the check digit as 10 − (Σ digit × weight mod 11)', () => {
    // 0100109106: 0·31 + 1·29 + 0·23 + 0·19 + 1·17 + 0·13 + 9·7 + 1·5 + 0·3 = 114; 114 mod 11 = 4; 10 − 4 = 6.
    expect(vietnameseCheckDigit('010010910')).toBe(6);
    // 186 mod 11 = 10, so the check digit is 0.
    expect(vietnameseCheckDigit('100109104')).toBe(0);
  });

  it.each([['0100109106'], ['0100233488'], ['1001091040'], ['0312345673'], ['0100109106-001'], ['0312345673-012']])(
    'accepts %s',
    (value) => {
      expect(taxNumberIssue(value)).toBeNull();
    },
  );

  it.each([
    ['0100109107', 'a wrong check digit'],
    ['0100109160', 'two digits swapped'],
    ['0312345678', 'the old demo number'],
    ['0100109107-001', 'a branch of a code with a wrong check digit'],
  ])('refuses %s (%s) with the checksum message', (value) => {
    expect(taxNumberIssue(value)).toBe('validation_tax_number_checksum');
  });

  it('refuses every tenth digit when the check digit would have to be 10', () => {
    // 100109108: 31 + 19 + 117 + 7 + 24 = 198 = 18 × 11, so 10 − 0 = 10, which is no digit.
    expect(vietnameseCheckDigit('100109108')).toBeNull();
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(taxNumberIssue(`100109108${digit}`)).toBe('validation_tax_number_checksum');
    }
  });

  it.each([
    ['01001091O6', 'a letter O for a zero'],
    ['abc1234567', 'letters'],
    ['010010910', 'nine digits'],
    ['01001091061', 'eleven digits'],
    ['0100109106001', 'a branch without its dash'],
    ['0100109106-01', 'a two-digit branch'],
    ['0100 109 106', 'spaces inside'],
  ])('refuses %s (%s) as not a tax number', (value) => {
    expect(taxNumberIssue(value)).toBe('validation_tax_number');
  });

  it('asks for a number when there is none', () => {
    expect(taxNumberIssue('')).toBe('validation_required');
  });
});

describe('other tax numbers the rule accepts', () => {
  it('takes a 12-digit personal identification number, an individual’s tax code since July 2025', () => {
    expect(taxNumberIssue('079192000123')).toBeNull();
  });

  it('checks a Korean business registration number’s check digit', () => {
    // 124-81-00998: 1+6+28+8+3+0+0+27+45 = 118, plus ⌊9 × 5 / 10⌋ = 4, is 122; 10 − 2 = 8.
    expect(koreanCheckDigit('124810099')).toBe(8);
    expect(taxNumberIssue('124-81-00998')).toBeNull();
    expect(taxNumberIssue('123-45-67891')).toBeNull();
    expect(taxNumberIssue('123-45-67890')).toBe('validation_tax_number_checksum');
  });
});
