import { formatInZone, instantInZone, VIETNAM_TIME_ZONE } from '@skyparcel/domain/time-zones';

/** VNPay's wire formats: dates on Vietnam's clock as yyyyMMddHHmmss, amounts in VND × 100, plain order info. */

const VNPAY_DATE = 'yyyyMMddHHmmss';

/** `yyyyMMddHHmmss` of the instant on Vietnam's clock (GMT+7). */
export function vnpayDate(instant: Date): string {
  return formatInZone(instant, VIETNAM_TIME_ZONE, VNPAY_DATE);
}

/** The instant of a `yyyyMMddHHmmss` value on Vietnam's clock, or null when it is not one (31 February). */
export function parseVnpayDate(value: string): Date | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts;
  const instant = instantInZone(VIETNAM_TIME_ZONE, `${year}-${month}-${day}`, `${hour}:${minute}:${second}`);
  return !Number.isNaN(instant.getTime()) && vnpayDate(instant) === value ? instant : null;
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
