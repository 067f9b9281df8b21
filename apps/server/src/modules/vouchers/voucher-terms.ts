import type { Language } from '@skyparcel/domain/locale';
import type { Voucher } from '@skyparcel/domain/voucher-contracts';
import { remainingUses, type VoucherTerms, type VoucherUsage } from '@skyparcel/domain/voucher-rules';
import type { VoucherRow } from './voucher-repository.ts';

export const toTerms = (row: VoucherRow): VoucherTerms => ({
  discountType: row.discountType,
  discountAmount: row.discountAmount,
  maxDiscount: row.maxDiscount,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  usageLimit: row.usageLimit,
  dailyLimit: row.dailyLimit,
  perCustomerLimit: row.perCustomerLimit,
  productIds: row.productIds,
});

/** A voucher as the promo list and check show it (spec 1 section 3: code, tittle, discount, endAt...). */
export function toVoucherView(row: VoucherRow, usage: VoucherUsage, language: Language): Voucher {
  return {
    id: row.id,
    code: row.code,
    // The spec's field is spelt "tittle"; we answer both spellings so either client reads it.
    title: row.title[language] ?? row.title.en,
    tittle: row.title[language] ?? row.title.en,
    kind: row.kind,
    discountType: row.discountType,
    discountAmount: row.discountAmount,
    maxDiscount: row.maxDiscount,
    startAt: row.startsAt.toISOString(),
    endAt: row.endsAt.toISOString(),
    usageLimit: row.usageLimit,
    remainingUses: remainingUses(row, usage),
  };
}
