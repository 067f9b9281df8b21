import type { Language } from '@skyparcel/domain/locale';
import { escape as escapeHtml } from 'es-toolkit';

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

const STYLE = `
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f4f9;color:#1b2330}
  main{max-width:440px;margin:32px auto;padding:0 16px}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:24px}
  h1{font-size:20px;margin:0 0 4px}
  .notice{font-size:13px;color:#5c6675;margin:0 0 20px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px;font-size:14px}
  dt{color:#5c6675} dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
  .amount{font-size:18px;color:#0b5cad}
  form{display:grid;gap:10px}
  button{font:inherit;font-size:15px;padding:12px;border-radius:8px;border:1px solid #c5ccd6;background:#fff;color:#1b2330;cursor:pointer}
  button.primary{background:#0b5cad;border-color:#0b5cad;color:#fff;font-weight:600}
  button:focus-visible{outline:3px solid #f5a524;outline-offset:2px}
  .refused{color:#b3261e}
  :lang(ko){word-break:keep-all}
`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

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
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'VND' }).format(payment.amountVnd);
  const expires = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(payment.expiresAt);
  const rows: [string, string, string?][] = [
    [t.merchant, payment.tmnCode],
    [t.order, payment.orderInfo],
    [t.method, payment.bankCode || 'VNPAY'],
    [t.expires, expires],
    [t.amount, money, 'amount'],
  ];
  const buttons = (Object.keys(SANDBOX_OUTCOMES) as SandboxOutcome[])
    .map(
      (outcome) =>
        `<button type="submit" name="outcome" value="${outcome}"${outcome === 'pay' ? ' class="primary"' : ''}>${escapeHtml(t.actions[outcome])}</button>`,
    )
    .join('');
  return page(
    language,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1><p class="notice">${escapeHtml(t.notice)}</p>
<dl>${rows.map(([label, value, kind]) => `<dt>${escapeHtml(label)}</dt><dd${kind ? ` class="${kind}"` : ''}>${escapeHtml(value)}</dd>`).join('')}</dl>
<form method="post"><input type="hidden" name="request" value="${escapeHtml(payment.request)}">${buttons}</form>`,
  );
}

/** What VNPay's page shows when it will not take the payment. */
export function sandboxRefusalPage(language: Language, reason: SandboxRefusal): string {
  const t = TEXTS[language];
  return page(
    language,
    t.refused,
    `<h1 class="refused">${escapeHtml(t.refused)}</h1><p>${escapeHtml(t.reasons[reason])}</p>`,
  );
}
