import type { PaymentConfig, PaymentGroup, PaymentMethod } from '@skyparcel/domain/payment-contracts';
import { currencyOf } from '@skyparcel/domain/payment-rules';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { walletBalance } from '../account/wallet-balance.ts';
import { isKnownBank } from './bank-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';

/*
 * The one place that says which payment methods an order can use: cash (paid at pickup), the
 * top-up wallet when it holds more than the total (spec 1 section 5), VNPay's domestic bank,
 * international card and QR when this deployment has a VNPay terminal or the sandbox, and, for an
 * order in won (Korea-inbound), PortOne's Korean methods when it has a PortOne account or the sandbox.
 */
export const METHOD_NAMES: Record<PaymentMethod, { nameVn: string; nameEng: string }> = {
  cash: { nameVn: 'Tiền mặt khi lấy hàng', nameEng: 'Cash on pickup' },
  topup: { nameVn: 'Ví nạp tiền', nameEng: 'Top-up wallet' },
  VNBANK: { nameVn: 'Thẻ ATM / tài khoản ngân hàng', nameEng: 'Domestic ATM card / bank account' },
  INTCARD: { nameVn: 'Thẻ thanh toán quốc tế', nameEng: 'International card' },
  VNPAY: { nameVn: 'Quét mã VNPAY-QR', nameEng: 'VNPAY-QR' },
  KCP: { nameVn: 'Thẻ Hàn Quốc (KCP)', nameEng: 'Korean card (KCP)' },
  card: { nameVn: 'Thẻ tín dụng / ghi nợ Hàn Quốc', nameEng: 'Korean credit or debit card' },
  phone: { nameVn: 'Thanh toán qua hóa đơn điện thoại', nameEng: 'Mobile phone billing' },
  payco: { nameVn: 'PAYCO', nameEng: 'PAYCO' },
  samsung: { nameVn: 'Samsung Pay', nameEng: 'Samsung Pay' },
  vbank: { nameVn: 'Tài khoản ảo (chuyển khoản)', nameEng: 'Virtual account (bank transfer)' },
};

/**
 * Whether an order in this currency may be paid with this method here: the deployment has its
 * gateway, and the method pays in the order's currency (dong for VNPay, cash and the wallet; won
 * for PortOne's Korean methods). Without a currency: whether the deployment has it at all.
 */
export function isPaymentMethodAvailable(setup: PaymentSetup, method: PaymentMethod, currency?: string): boolean {
  return setup.methods.has(method) && (currency === undefined || currencyOf(method) === currency);
}

/** The payment config the order screen shows with the wallet balance; the screen disables top-up while the balance does not exceed its total. */
export async function paymentOptions(
  db: Database,
  userId: string,
  setup: PaymentSetup,
  currency = 'VND',
): Promise<PaymentConfig> {
  const pointTopup = await walletBalance(db, userId);
  const offered = [...setup.methods].filter((code) => isPaymentMethodAvailable(setup, code, currency));
  const optionOf = (code: PaymentMethod) => ({ code, ...METHOD_NAMES[code], isGroup: false });
  return {
    pointTopup,
    methods: offered.map(optionOf),
    groups:
      currency === 'KRW'
        ? KOREAN_GROUPS.map(({ code, methods }): PaymentGroup => {
            const shown = methods.filter((method) => offered.includes(method));
            return { code, isShow: shown.length > 0, methods: shown.map(optionOf) };
          })
        : [],
  };
}

/** The Korean methods by kind, as the order screen groups them for an order in won. */
const KOREAN_GROUPS: { code: PaymentGroup['code']; methods: PaymentMethod[] }[] = [
  { code: 'koreanCard', methods: ['KCP', 'card', 'samsung'] },
  { code: 'koreanEasyPay', methods: ['payco', 'phone'] },
  { code: 'koreanTransfer', methods: ['vbank'] },
];

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
