import {
  CARD_BRANDS,
  type PaymentCard,
  type PaymentCardGroup,
  type PaymentMethod,
} from '@skyparcel/domain/payment-contracts';
import type { CallContext } from '../../http/call-context.ts';
import { listBanks } from './bank-repository.ts';
import { isPaymentMethodAvailable, METHOD_NAMES } from './payment-options.ts';

const BRAND_NAMES: Record<(typeof CARD_BRANDS)[number], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/**
 * `GET /v1/paymentcards` (spec 2 section 3): the payment groups with what each holds. VNBANK is
 * the domestic card or account and VNPay's QR; ATM is VNBANK's bank list; INTCARD lists the card
 * brands it takes; TOPUP is the wallet. Which of them an order may use is still the price call's
 * answer (payment-options.ts), which knows the order's total.
 */
export async function listPaymentCards(call: CallContext): Promise<PaymentCardGroup[]> {
  const offered = (method: PaymentMethod) => isPaymentMethodAvailable(call.payments, method);
  const method = (code: PaymentMethod): PaymentCard => ({
    code,
    ...METHOD_NAMES[code],
    codeParent: null,
    isGroup: false,
    disabled: !offered(code),
  });
  const brand = (code: (typeof CARD_BRANDS)[number]): PaymentCard => ({
    code,
    nameVn: BRAND_NAMES[code],
    nameEng: BRAND_NAMES[code],
    codeParent: 'INTCARD',
    isGroup: false,
    disabled: !offered('INTCARD'),
  });
  const group = (code: PaymentCardGroup['code'], names: { nameVn: string; nameEng: string }) => ({
    code,
    ...names,
    codeParent: null,
    isGroup: true as const,
    banks: [],
  });
  const banks = await listBanks(call.db);
  return [
    {
      ...group('VNBANK', { nameVn: 'Ngân hàng nội địa và VNPAY-QR', nameEng: 'Domestic banks and VNPAY-QR' }),
      disabled: !offered('VNBANK') && !offered('VNPAY'),
      child: [method('VNBANK'), method('VNPAY')],
    },
    {
      ...group('ATM', { nameVn: 'Ngân hàng', nameEng: 'Banks' }),
      codeParent: 'VNBANK',
      disabled: !offered('VNBANK'),
      child: [],
      banks: [...banks],
    },
    { ...group('INTCARD', METHOD_NAMES.INTCARD), disabled: !offered('INTCARD'), child: CARD_BRANDS.map(brand) },
    { ...group('TOPUP', METHOD_NAMES.topup), disabled: !offered('topup'), child: [method('topup')] },
  ];
}
