import type { Voucher } from '@skyparcel/domain/voucher-contracts';
import { useVouchers } from '../api/vouchers.ts';

/**
 * The applied voucher as the deals list words it in the UI language (its title is per language);
 * the copy kept in the order draft stands in while the list loads or when the code is not in it.
 */
export function useVoucherInLanguage(voucher: Voucher | null): Voucher | null {
  const deals = useVouchers(null, voucher !== null);
  if (!voucher) return null;
  const current = deals.data?.find((deal) => deal.code === voucher.code);
  return current ? { ...voucher, title: current.title, tittle: current.tittle } : voucher;
}
