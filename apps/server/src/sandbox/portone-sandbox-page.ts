import type { Language } from '@skyparcel/domain/locale';
import { KOREA_TIME_ZONE } from '@skyparcel/domain/time-zones';
import { type CheckoutRow, checkoutPage, refusalPage, resultPage } from './sandbox-page.ts';

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

type VirtualAccountTexts = {
  title: string;
  notice: string;
  bank: string;
  number: string;
  holder: string;
  due: string;
  amount: string;
  actions: { deposit: string };
  received: string;
  receivedBody: string;
};

type Texts = {
  title: string;
  notice: string;
  merchant: string;
  order: string;
  method: string;
  amount: string;
  actions: Record<CardOutcome, string>;
  /** The pay action when the method is a virtual account: PortOne issues one, paid later. */
  issueAccount: string;
  deposit: VirtualAccountTexts;
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
    issueAccount: 'Cấp tài khoản ảo',
    deposit: {
      title: 'Ngân hàng thử nghiệm: chuyển khoản vào tài khoản ảo',
      notice: 'Mô phỏng khoản chuyển khoản của khách hàng vào tài khoản ảo: không có tiền thật nào được chuyển.',
      bank: 'Ngân hàng',
      number: 'Số tài khoản',
      holder: 'Chủ tài khoản',
      due: 'Hạn chuyển khoản',
      amount: 'Số tiền',
      actions: { deposit: 'Chuyển khoản ngay' },
      received: 'Đã nhận tiền chuyển khoản',
      receivedBody: 'Bạn có thể đóng trang này và quay lại SkyParcel.',
    },
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
    issueAccount: 'Issue a virtual account',
    deposit: {
      title: 'Test bank: transfer to the virtual account',
      notice: "Simulates the customer's bank transfer into the virtual account: no real money moves.",
      bank: 'Bank',
      number: 'Account number',
      holder: 'Account holder',
      due: 'Transfer by',
      amount: 'Amount',
      actions: { deposit: 'Transfer now' },
      received: 'The transfer has been received',
      receivedBody: 'You can close this page and go back to SkyParcel.',
    },
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
    issueAccount: '가상계좌 발급',
    deposit: {
      title: '테스트 은행: 가상계좌 입금',
      notice: '고객의 가상계좌 입금을 흉내 냅니다. 실제 돈은 오가지 않습니다.',
      bank: '은행',
      number: '계좌번호',
      holder: '예금주',
      due: '입금 기한',
      amount: '입금 금액',
      actions: { deposit: '지금 입금하기' },
      received: '입금이 확인되었습니다',
      receivedBody: '이 페이지를 닫고 SkyParcel로 돌아가도 됩니다.',
    },
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
  // A virtual account is not paid in the window: PortOne issues it and the customer transfers later.
  const actions = payment.payMethod === 'vbank' ? { ...t.actions, pay: t.issueAccount } : t.actions;
  return checkoutPage(
    language,
    { ...t, actions },
    { rows, amount: payment.amount, currency: payment.currency, request: payment.request },
  );
}

export type IssuedAccount = {
  bank: string;
  number: string;
  holder: string;
  due: Date;
  amount: number;
  currency: string;
};

/** The test bank's page for a virtual account: where to, how much, by when, and "transfer now". */
export function virtualAccountPage(language: Language, account: IssuedAccount): string {
  const t = TEXTS[language].deposit;
  const due = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: KOREA_TIME_ZONE,
  }).format(account.due);
  const rows: CheckoutRow[] = [
    [t.bank, account.bank],
    [t.number, account.number],
    [t.holder, account.holder],
    [t.due, due],
  ];
  return checkoutPage(language, t, { rows, amount: account.amount, currency: account.currency, request: '' });
}

/** What the test bank shows once the transfer is made. */
export function virtualAccountReceived(language: Language): string {
  const t = TEXTS[language].deposit;
  return resultPage(language, t.received, t.receivedBody);
}

export function cardWindowRefusal(language: Language, reason: CardRefusal): string {
  const t = TEXTS[language];
  return refusalPage(language, t.refused, t.reasons[reason]);
}
