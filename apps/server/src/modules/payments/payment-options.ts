import type { PaymentConfig, PaymentMethod } from '@skyparcel/domain/payment-contracts';
import type { Database } from '../../db/client.ts';
import { walletBalance } from '../account/wallet-balance.ts';

/*
 * The one place that says which payment methods an order can use today. Cash (paid at
 * pickup) works end to end; top-up needs a wallet holding more than the total (spec 1
 * section 5). Bank, card and VNPay gateways arrive with the payments issue: add them here.
 */
export const WORKING_PAYMENT_METHODS: ReadonlySet<PaymentMethod> = new Set(['cash', 'topup']);

const NAMES = {
  cash: { nameVn: 'Tiền mặt khi lấy hàng', nameEng: 'Cash on pickup' },
  topup: { nameVn: 'Ví nạp tiền', nameEng: 'Top-up wallet' },
} as const;

/** The payment config the order screen shows with the wallet balance; the screen disables top-up while the balance does not exceed its total. */
export async function paymentOptions(db: Database, userId: string): Promise<PaymentConfig> {
  const pointTopup = await walletBalance(db, userId);
  return {
    pointTopup,
    methods: (['cash', 'topup'] as const).map((code) => ({ code, ...NAMES[code], isGroup: false })),
  };
}
