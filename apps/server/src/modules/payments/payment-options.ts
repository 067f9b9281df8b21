import type { PaymentConfig, PaymentMethod } from '@skyparcel/domain/payment-contracts';
import type { Database } from '../../db/client.ts';
import { walletBalance } from '../account/wallet-balance.ts';
import type { PaymentSetup } from './payment-setup.ts';

/*
 * The one place that says which payment methods an order can use: cash (paid at pickup), the
 * top-up wallet when it holds more than the total (spec 1 section 5), and VNPay's domestic bank,
 * international card and QR when this deployment has a VNPay terminal or the sandbox.
 */
const NAMES: Record<PaymentMethod, { nameVn: string; nameEng: string }> = {
  cash: { nameVn: 'Tiền mặt khi lấy hàng', nameEng: 'Cash on pickup' },
  topup: { nameVn: 'Ví nạp tiền', nameEng: 'Top-up wallet' },
  VNBANK: { nameVn: 'Thẻ ATM / tài khoản ngân hàng', nameEng: 'Domestic ATM card / bank account' },
  INTCARD: { nameVn: 'Thẻ thanh toán quốc tế', nameEng: 'International card' },
  VNPAY: { nameVn: 'Quét mã VNPAY-QR', nameEng: 'VNPAY-QR' },
};

export function isPaymentMethodAvailable(setup: PaymentSetup, method: PaymentMethod): boolean {
  return setup.methods.has(method);
}

/** The payment config the order screen shows with the wallet balance; the screen disables top-up while the balance does not exceed its total. */
export async function paymentOptions(db: Database, userId: string, setup: PaymentSetup): Promise<PaymentConfig> {
  const pointTopup = await walletBalance(db, userId);
  return {
    pointTopup,
    methods: [...setup.methods].map((code) => ({ code, ...NAMES[code], isGroup: false })),
  };
}
