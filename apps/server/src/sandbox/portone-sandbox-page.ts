import type { Language } from '@skyparcel/domain/locale';
import { type CheckoutRow, checkoutPage, refusalPage } from './sandbox-page.ts';

/**
 * The outcomes the sandbox's card window offers, as PortOne reports them: paid, declined by the
 * card company, or closed by the customer (both failures, with PortOne's error texts).
 */
export const CARD_OUTCOMES = {
  pay: null,
  decline: { code: 'F1001', message: '[3011] 카드 잔액이 부족합니다.' },
  close: { code: 'F1002', message: '사용자가 결제를 취소하셨습니다.' },
} as const;
export type CardOutcome = keyof typeof CARD_OUTCOMES;

export type CardRefusal = 'request' | 'processed';

type Texts = {
  title: string;
  notice: string;
  merchant: string;
  order: string;
  method: string;
  amount: string;
  actions: Record<CardOutcome, string>;
  refused: string;
  reasons: Record<CardRefusal, string>;
};

const TEXTS: Record<Language, Texts> = {
  vi: {
    title: 'Cổng thẻ Hàn Quốc thử nghiệm (PortOne)',
    notice: 'Môi trường thử nghiệm của SkyParcel: không có tiền thật nào được chuyển.',
    merchant: 'Mã cửa hàng',
    order: 'Nội dung',
    method: 'Phương thức',
    amount: 'Số tiền',
    actions: { pay: 'Thanh toán', decline: 'Thất bại: thẻ không đủ số dư', close: 'Đóng cửa sổ thanh toán' },
    refused: 'Không thể mở cửa sổ thanh toán',
    reasons: {
      request: 'Yêu cầu thanh toán thiếu hoặc sai thông tin (mã cửa hàng, mã đơn, số tiền, địa chỉ quay lại).',
      processed: 'Mã đơn này đã được thanh toán hoặc xử lý.',
    },
  },
  en: {
    title: 'Test Korean card window (PortOne)',
    notice: 'SkyParcel test environment: no real money moves.',
    merchant: 'Merchant code',
    order: 'Description',
    method: 'Method',
    amount: 'Amount',
    actions: { pay: 'Pay', decline: 'Fail: insufficient card balance', close: 'Close the payment window' },
    refused: 'The payment window cannot open',
    reasons: {
      request: 'The payment request is missing or has wrong details (merchant code, order id, amount, return address).',
      processed: 'This order id has already been paid or processed.',
    },
  },
  ko: {
    title: '테스트 카드 결제창 (PortOne)',
    notice: 'SkyParcel 테스트 환경입니다. 실제 돈은 오가지 않습니다.',
    merchant: '가맹점 식별코드',
    order: '주문명',
    method: '결제 수단',
    amount: '결제 금액',
    actions: { pay: '결제하기', decline: '실패: 카드 잔액 부족', close: '결제창 닫기' },
    refused: '결제창을 열 수 없습니다',
    reasons: {
      request: '결제 요청 정보(가맹점 식별코드, 주문번호, 금액, 돌아갈 주소)가 없거나 올바르지 않습니다.',
      processed: '이미 결제되었거나 처리된 주문번호입니다.',
    },
  },
};

export type CardPaymentRequest = {
  impCode: string;
  merchantUid: string;
  name: string;
  amount: number;
  currency: string;
  payMethod: string;
  pg: string;
  /** The request as it came, posted back with the customer's choice. */
  request: string;
};

/** PortOne's card window as the sandbox shows it: the payment, and pay, decline or close. */
export function cardWindowPage(language: Language, payment: CardPaymentRequest): string {
  const t = TEXTS[language];
  const rows: CheckoutRow[] = [
    [t.merchant, payment.impCode],
    [t.order, payment.name || payment.merchantUid],
    [t.method, `${payment.pg} · ${payment.payMethod}`],
  ];
  return checkoutPage(language, t, {
    rows,
    amount: payment.amount,
    currency: payment.currency,
    request: payment.request,
  });
}

export function cardWindowRefusal(language: Language, reason: CardRefusal): string {
  const t = TEXTS[language];
  return refusalPage(language, t.refused, t.reasons[reason]);
}
