/** VNPay's wire formats: dates in GMT+7 as yyyyMMddHHmmss, amounts in VND × 100, plain order info. */

const GMT7_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `yyyyMMddHHmmss` of the instant in Vietnam time (GMT+7, no daylight saving). */
export function vnpayDate(instant: Date): string {
  return new Date(instant.getTime() + GMT7_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
}

/** The instant of a `yyyyMMddHHmmss` GMT+7 value, or null when it is not one. */
export function parseVnpayDate(value: string): Date | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts.map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - GMT7_OFFSET_MS);
  return vnpayDate(instant) === value ? instant : null;
}

/** vnp_Amount: whole dong times 100. */
export function toVnpayAmount(amountVnd: number): number {
  if (!Number.isSafeInteger(amountVnd) || amountVnd <= 0) throw new RangeError(`not a VND amount: ${amountVnd}`);
  return amountVnd * 100;
}

/** Whole dong from vnp_Amount, or null when it is not a positive multiple of 100. */
export function fromVnpayAmount(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const hundredths = Number(value);
  return Number.isSafeInteger(hundredths) && hundredths > 0 && hundredths % 100 === 0 ? hundredths / 100 : null;
}

const MAX_ORDER_INFO = 255;

/**
 * vnp_OrderInfo must carry no accents or special characters, and encoders disagree on
 * `( ) ! ~ * '`: accents are stripped (đ → d) and anything outside `[A-Za-z0-9 .,:_-]` becomes a
 * space, so VNPay and every encoder sign the same bytes.
 */
export function plainOrderInfo(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 .,:_-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_ORDER_INFO)
    .trim();
  if (!plain) throw new RangeError('vnp_OrderInfo is empty once accents and special characters are removed');
  return plain;
}
