import type { Language } from '@skyparcel/domain/locale';
import { formatMoney } from '@skyparcel/domain/money-format';
import { formatVietnamTime } from '@skyparcel/domain/time-format';
import type { Voucher } from '@skyparcel/domain/voucher-contracts';
import { VOUCHER_RESULTS } from '@skyparcel/domain/voucher-rules';
import type { TFunction } from 'i18next';

/** The spec's voucher status word for a server code; an unknown code is treated as a bad code. */
export function voucherStatus(res: string): string {
  return Object.hasOwn(VOUCHER_RESULTS, res) ? VOUCHER_RESULTS[res as keyof typeof VOUCHER_RESULTS] : 'invalid';
}

/**
 * The discount as the spec writes it: percent as `amount%`, absolute in dong, in the reader's way (20.000 đ in Vietnamese).
 * A percent with a cap says "up to" the cap; an absolute amount is shown already capped,
 * as the server caps it (voucherDiscount in the domain rules).
 */
export function formatVoucherDiscount(
  voucher: Pick<Voucher, 'discountType' | 'discountAmount' | 'maxDiscount'>,
  t: TFunction,
  language: Language,
): string {
  const { discountType, discountAmount, maxDiscount } = voucher;
  if (discountType === 'absolute')
    return formatMoney(Math.min(discountAmount, maxDiscount ?? discountAmount), 'VND', language);
  const percent = `${discountAmount}%`;
  if (maxDiscount === null) return percent;
  return t('c2cVoucher.discountUpTo', { discount: percent, max: formatMoney(maxDiscount, 'VND', language) });
}

/**
 * The last day a voucher can be used, on the Vietnam calendar (the server counts days there too).
 * The end is exclusive (usable while now < endAt), so a midnight end means the day before.
 */
export function formatVoucherEndDate(endAt: string, language: Language): string {
  return formatVietnamTime(new Date(Date.parse(endAt) - 1), language, 'date');
}

/** The voucher's name: the server sends both spellings of the spec's "tittle". */
export function voucherTitle(voucher: Pick<Voucher, 'title' | 'tittle'>): string {
  return voucher.title || voucher.tittle;
}

/** What the screen says when a voucher is applied (spec 1 section 8 voucher_message_apply_success). */
export const VOUCHER_APPLIED_MESSAGE_KEY = 'c2cVoucher.voucher_message_apply_success';
