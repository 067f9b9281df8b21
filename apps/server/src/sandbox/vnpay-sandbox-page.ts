import type { Language } from '@skyparcel/domain/locale';
import { VIETNAM_TIME_ZONE } from '@skyparcel/domain/time-zones';
import { type CheckoutRow, checkoutPage, refusalPage } from './sandbox-page.ts';

/** The sandbox's outcomes, each with the response code VNPay really sends for it (payments.md). */
export const SANDBOX_OUTCOMES = {
  pay: { responseCode: '00', transactionStatus: '00' },
  insufficient: { responseCode: '51', transactionStatus: '02' },
  cancel: { responseCode: '24', transactionStatus: '02' },
} as const;
export type SandboxOutcome = keyof typeof SANDBOX_OUTCOMES;

type Texts = {
  title: string;
  notice: string;
  merchant: string;
  order: string;
  amount: string;
  method: string;
  expires: string;
  actions: Record<SandboxOutcome, string>;
  refused: string;
  reasons: Record<SandboxRefusal, string>;
};

export type SandboxRefusal = 'signature' | 'expired' | 'processed';

const TEXTS: Record<Language, Texts> = {
  vi: {
    title: 'Cổng thanh toán thử nghiệm',
    notice: 'Môi trường thử nghiệm của SkyParcel: không có tiền thật nào được chuyển.',
    merchant: 'Đơn vị chấp nhận',
    order: 'Nội dung',
    amount: 'Số tiền',
    method: 'Phương thức',
    expires: 'Hết hạn thanh toán',
    actions: {
      pay: 'Thanh toán',
      insufficient: 'Thất bại: tài khoản không đủ số dư (51)',
      cancel: 'Hủy giao dịch (24)',
    },
    refused: 'Không thể thực hiện giao dịch',
    reasons: {
      signature: 'Sai chữ ký: yêu cầu thanh toán không hợp lệ.',
      expired: 'Giao dịch đã quá thời gian chờ thanh toán.',
      processed: 'Giao dịch này đã được xử lý.',
    },
  },
  en: {
    title: 'Test payment gateway',
    notice: 'SkyParcel test environment: no real money moves.',
    merchant: 'Merchant',
    order: 'Description',
    amount: 'Amount',
    method: 'Method',
    expires: 'Pay before',
    actions: { pay: 'Pay', insufficient: 'Fail: insufficient funds (51)', cancel: 'Cancel the payment (24)' },
    refused: 'This payment cannot go ahead',
    reasons: {
      signature: 'Invalid signature: the payment request is not valid.',
      expired: 'The time to pay for this transaction has run out.',
      processed: 'This transaction has already been processed.',
    },
  },
  ko: {
    title: '테스트 결제 창',
    notice: 'SkyParcel 테스트 환경입니다. 실제 돈은 오가지 않습니다.',
    merchant: '가맹점',
    order: '결제 내용',
    amount: '금액',
    method: '결제 수단',
    expires: '결제 기한',
    actions: { pay: '결제하기', insufficient: '실패: 잔액 부족 (51)', cancel: '결제 취소 (24)' },
    refused: '결제를 진행할 수 없습니다',
    reasons: {
      signature: '서명이 올바르지 않아 결제 요청이 유효하지 않습니다.',
      expired: '결제 가능 시간이 지났습니다.',
      processed: '이미 처리된 거래입니다.',
    },
  },
};

export type SandboxPayment = {
  tmnCode: string;
  orderInfo: string;
  amountVnd: number;
  bankCode: string;
  expiresAt: Date;
  /** The signed request as it came, posted back with the customer's choice. */
  request: string;
};

/** VNPay's payment page as the sandbox shows it: the payment, and pay, fail or cancel. */
export function sandboxPaymentPage(language: Language, payment: SandboxPayment): string {
  const t = TEXTS[language];
  const expires = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: VIETNAM_TIME_ZONE,
  }).format(payment.expiresAt);
  const rows: CheckoutRow[] = [
    [t.merchant, payment.tmnCode],
    [t.order, payment.orderInfo],
    [t.method, payment.bankCode || 'VNPAY'],
    [t.expires, expires],
  ];
  return checkoutPage(language, t, { rows, amount: payment.amountVnd, currency: 'VND', request: payment.request });
}

/** What VNPay's page shows when it will not take the payment. */
export function sandboxRefusalPage(language: Language, reason: SandboxRefusal): string {
  const t = TEXTS[language];
  return refusalPage(language, t.refused, t.reasons[reason]);
}
