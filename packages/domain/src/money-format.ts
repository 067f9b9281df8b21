import { formatNumber, numberFormatOf } from './number-format.ts';

/*
 * Amounts in the reader's language (issue 34 item 2): the platform's Intl.NumberFormat with the
 * interface's locale and the amount's own currency, so a Korean screen reads "₩56,500" and
 * "₫130,000" and a Vietnamese one "56.500 ₩" and "130.000 đ". The one exception is the dong sign in
 * Vietnamese: spec 1 section 1 writes it "đ", as Vietnamese readers do, where Intl writes "₫"
 * (docs/decisions/the-whole-journey.md).
 */

/** The spellings of a currency the spec and the stored rows use, by ISO 4217 code. */
const ISO_CODES: Record<string, string> = {
  VND: 'VND',
  VNĐ: 'VND',
  Đ: 'VND',
  DONG: 'VND',
  WON: 'KRW',
  KRW: 'KRW',
  '₩': 'KRW',
  DOLLAR: 'USD',
  USD: 'USD',
  $: 'USD',
};

/** The ISO 4217 code of a currency as the spec or a stored row spells it (VND, WON, DOLLAR, ₩, …). */
export function currencyCode(currency: string): string {
  const spelled = currency.trim().toUpperCase();
  return ISO_CODES[spelled] ?? spelled;
}

/** The currency's formatter, shared through number-format.ts; null for a code Intl does not know. */
function moneyFormatOf(locale: string, code: string): Intl.NumberFormat | null {
  try {
    return numberFormatOf(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      // Whole dollars read "$12", cents "$12.50".
      trailingZeroDisplay: 'stripIfInteger',
    });
  } catch {
    // Not an ISO currency code: written as a number followed by what was given.
    return null;
  }
}

const isVietnamese = (locale: string) => locale.toLowerCase().split('-')[0] === 'vi';

/** An amount of a currency, written for a reader of `locale` (vi, en, ko or a full tag). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const code = currencyCode(currency);
  const format = moneyFormatOf(locale, code);
  if (!format) return `${formatNumber(amount, locale, { maximumFractionDigits: 2 })}\u00a0${currency}`;
  if (code !== 'VND' || !isVietnamese(locale)) return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? 'đ' : part.value))
    .join('');
}

/** An amount as a message value: the message catalogue writes it in the reader's language. */
export type MoneyValue = { moneyAmount: number; currency: string };
export const moneyOf = (amount: number, currency: string): MoneyValue => ({ moneyAmount: amount, currency });
export const isMoneyValue = (value: unknown): value is MoneyValue =>
  typeof value === 'object' && value !== null && typeof (value as MoneyValue).moneyAmount === 'number';
