import type { PaymentConfig, PaymentMethod } from '@skyparcel/domain/payment-contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { walletBalance } from '../account/wallet-balance.ts';
import { isKnownBank } from './bank-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';

/*
 * The one place that says which payment methods an order can use: cash (paid at pickup), the
 * top-up wallet when it holds more than the total (spec 1 section 5), and VNPay's domestic bank,
 * international card and QR when this deployment has a VNPay terminal or the sandbox.
 */
export const METHOD_NAMES: Record<PaymentMethod, { nameVn: string; nameEng: string }> = {
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
    methods: [...setup.methods].map((code) => ({ code, ...METHOD_NAMES[code], isGroup: false })),
  };
}

/**
 * The bank an order paid by domestic card or account opens VNPay's page with: one of the list
 * (`validation_invalid` on vnpBank otherwise), or none, and VNPay asks. Other methods have no
 * bank to choose, so a vnpBank sent with them is not used.
 */
export async function chosenBank(db: Database, method: PaymentMethod, vnpBank: string | undefined) {
  if (method !== 'VNBANK' || vnpBank === undefined) return undefined;
  if (!(await isKnownBank(db, vnpBank))) throw AppError.validation([{ field: 'vnpBank', code: 'validation_invalid' }]);
  return vnpBank;
}
