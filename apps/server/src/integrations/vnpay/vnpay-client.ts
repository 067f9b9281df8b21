import { randomUUID } from 'node:crypto';
import { fromVnpayAmount, plainOrderInfo, toVnpayAmount, vnpayDate } from './vnpay-format.ts';
import { hasValidSecureHash, pipeChecksum, sameDigest, signedQuery, type VnpayFields } from './vnpay-signature.ts';

export type VnpayConfig = {
  /** vnp_TmnCode: the merchant's terminal (8 letters or digits). */
  tmnCode: string;
  hashSecret: string;
  /** The payment page (sandbox `https://sandbox.vnpayment.vn/paymentv2/vpcpay.html`). */
  paymentUrl: string;
  /** The merchant API for querydr and refund (`.../merchant_webapi/api/transaction`). */
  apiUrl: string;
  timeoutMs?: number;
  /** How requests reach the merchant API; the sandbox, which lives in this server, is reached in process. */
  fetch?: typeof fetch;
};

export type VnpayPaymentRequest = {
  /** vnp_TxnRef: our reference of this attempt, unique within a day. */
  txnRef: string;
  amountVnd: number;
  /** `VNPAYQR`, `VNBANK`, `INTCARD` or a bank's code; absent: VNPay shows its own picker. */
  bankCode?: string;
  ipAddr: string;
  locale: 'vn' | 'en';
  orderInfo: string;
  returnUrl: string;
  createdAt: Date;
  expiresAt: Date;
};

/** A return-URL or IPN call whose signature holds. */
export type VnpayCallback = {
  txnRef: string;
  amountVnd: number;
  responseCode: string;
  transactionStatus: string;
  /** VNPay's transaction number ('0' when the customer cancelled before paying). */
  transactionNo: string;
  bankCode: string;
  bankTranNo: string;
  cardType: string;
  /** vnp_PayDate as sent (yyyyMMddHHmmss, GMT+7). */
  payDate: string;
  /** Money moved: vnp_ResponseCode and vnp_TransactionStatus both `00`. */
  succeeded: boolean;
};

export type VnpayCallbackReading =
  | { valid: true; callback: VnpayCallback }
  /** `checksum`: the IPN answers 97. `malformed`: signed, but not a payment result of ours. */
  | { valid: false; reason: 'checksum' | 'malformed' };

export type VnpayQueryResult = {
  responseCode: string;
  message: string;
  txnRef: string;
  amountVnd: number | null;
  transactionNo: string;
  transactionStatus: string;
  payDate: string;
  bankCode: string;
};

export type VnpayRefundRequest = {
  /** Unique per call; a fresh one when absent. */
  requestId?: string;
  txnRef: string;
  amountVnd: number;
  /** `02` the whole amount, `03` part of it. */
  transactionType: '02' | '03';
  transactionNo?: string;
  /** The payment's vnp_CreateDate. */
  transactionDate: Date;
  createdBy: string;
  /** The caller's address; the server's own calls leave it out. */
  ipAddr?: string;
  orderInfo: string;
  now: Date;
};

export type VnpayRefundResult = { responseCode: string; message: string; transactionNo: string };

/** The merchant API answered something other than a signed JSON answer (transport, HTTP, checksum). */
export class VnpayApiError extends Error {
  override readonly name = 'VnpayApiError';
}

const VERSION = '2.1.0';
const DEFAULT_TIMEOUT_MS = 10_000;

type Query = Record<string, unknown>;

export type VnpayClient = ReturnType<typeof createVnpayClient>;

/** VNPay's payment gateway (version 2.1.0): the payment URL, its callbacks, querydr and refund. */
export function createVnpayClient(config: VnpayConfig) {
  /** Posts `fields` (listed in the order the checksum joins them), signed; answers the verified answer. */
  const callMerchantApi = async (
    fields: Record<string, string | number>,
    { request, answer: answerFields }: { request: readonly string[]; answer: readonly string[] },
  ) => {
    const checksum = pipeChecksum(
      request.map((key) => fields[key] ?? ''),
      config.hashSecret,
    );
    const signed = { ...fields, vnp_SecureHash: checksum };
    const answer = await postJson(config.fetch ?? fetch, config.apiUrl, signed, config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    verifyAnswer(answer, answerFields, config.hashSecret);
    return answer;
  };

  return {
    paymentUrl(request: VnpayPaymentRequest): string {
      const fields: VnpayFields = {
        vnp_Version: VERSION,
        vnp_Command: 'pay',
        vnp_TmnCode: config.tmnCode,
        vnp_Amount: toVnpayAmount(request.amountVnd),
        vnp_BankCode: request.bankCode,
        vnp_CreateDate: vnpayDate(request.createdAt),
        vnp_ExpireDate: vnpayDate(request.expiresAt),
        vnp_CurrCode: 'VND',
        vnp_IpAddr: request.ipAddr,
        vnp_Locale: request.locale,
        vnp_OrderInfo: plainOrderInfo(request.orderInfo),
        vnp_OrderType: 'other',
        vnp_ReturnUrl: request.returnUrl,
        vnp_TxnRef: request.txnRef,
      };
      return `${config.paymentUrl}?${signedQuery(fields, config.hashSecret)}`;
    },

    /** Reads a return-URL or IPN query; nothing in it counts unless the signature holds. */
    readCallback(query: Query): VnpayCallbackReading {
      const fields = singleValues(query);
      if (!fields || !hasValidSecureHash(fields, config.hashSecret)) return { valid: false, reason: 'checksum' };
      const text = (key: string) => fields[key] ?? '';
      const amountVnd = fromVnpayAmount(text('vnp_Amount'));
      if (text('vnp_TmnCode') !== config.tmnCode || !text('vnp_TxnRef') || amountVnd === null) {
        return { valid: false, reason: 'malformed' };
      }
      const responseCode = text('vnp_ResponseCode');
      const transactionStatus = text('vnp_TransactionStatus');
      return {
        valid: true,
        callback: {
          txnRef: text('vnp_TxnRef'),
          amountVnd,
          responseCode,
          transactionStatus,
          transactionNo: text('vnp_TransactionNo'),
          bankCode: text('vnp_BankCode'),
          bankTranNo: text('vnp_BankTranNo'),
          cardType: text('vnp_CardType'),
          payDate: text('vnp_PayDate'),
          succeeded: responseCode === '00' && transactionStatus === '00',
        },
      };
    },

    /** querydr: VNPay's own record of a payment (reconciling one no callback settled). */
    async queryTransaction(request: {
      requestId?: string;
      txnRef: string;
      transactionDate: Date;
      ipAddr?: string;
      now: Date;
    }): Promise<VnpayQueryResult> {
      const fields = {
        vnp_RequestId: request.requestId ?? newRequestId(),
        vnp_Version: VERSION,
        vnp_Command: 'querydr',
        vnp_TmnCode: config.tmnCode,
        vnp_TxnRef: request.txnRef,
        vnp_TransactionDate: vnpayDate(request.transactionDate),
        vnp_CreateDate: vnpayDate(request.now),
        vnp_IpAddr: request.ipAddr ?? SERVER_IP,
        vnp_OrderInfo: plainOrderInfo(`Truy van GD ${request.txnRef}`),
      };
      const answer = await callMerchantApi(fields, MERCHANT_API_FIELDS.querydr);
      return {
        responseCode: answer.vnp_ResponseCode,
        message: answer.vnp_Message,
        txnRef: answer.vnp_TxnRef,
        amountVnd: fromVnpayAmount(answer.vnp_Amount),
        transactionNo: answer.vnp_TransactionNo,
        transactionStatus: answer.vnp_TransactionStatus,
        payDate: answer.vnp_PayDate,
        bankCode: answer.vnp_BankCode,
      };
    },

    /** refund: gives back all (`02`) or part (`03`) of a successful payment. */
    async refund(request: VnpayRefundRequest): Promise<VnpayRefundResult> {
      const fields = {
        vnp_RequestId: request.requestId ?? newRequestId(),
        vnp_Version: VERSION,
        vnp_Command: 'refund',
        vnp_TmnCode: config.tmnCode,
        vnp_TransactionType: request.transactionType,
        vnp_TxnRef: request.txnRef,
        vnp_Amount: toVnpayAmount(request.amountVnd),
        vnp_TransactionNo: request.transactionNo ?? '',
        vnp_TransactionDate: vnpayDate(request.transactionDate),
        vnp_CreateBy: request.createdBy,
        vnp_CreateDate: vnpayDate(request.now),
        vnp_IpAddr: request.ipAddr ?? SERVER_IP,
        vnp_OrderInfo: plainOrderInfo(request.orderInfo),
      };
      const answer = await callMerchantApi(fields, MERCHANT_API_FIELDS.refund);
      return {
        responseCode: answer.vnp_ResponseCode,
        message: answer.vnp_Message,
        transactionNo: answer.vnp_TransactionNo,
      };
    },
  };
}

/** The fields of a querydr answer in the order its checksum joins them (payments.md). */
export const QUERY_ANSWER_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
  'vnp_PromotionCode',
  'vnp_PromotionAmount',
] as const;

/** A refund answer's checksum: the querydr fields without the promotion ones (VNPay's refund docs). */
export const REFUND_ANSWER_FIELDS = QUERY_ANSWER_FIELDS.slice(0, 13);

const QUERY_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_TransactionDate',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

const REFUND_REQUEST_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/**
 * Each merchant API command's fields in the order its checksum joins them (payments.md): our
 * client signs requests and checks answers with them, and the sandbox does the reverse.
 */
export const MERCHANT_API_FIELDS = {
  querydr: { request: QUERY_REQUEST_FIELDS, answer: QUERY_ANSWER_FIELDS },
  refund: { request: REFUND_REQUEST_FIELDS, answer: REFUND_ANSWER_FIELDS },
} as const;

/** The address our own server-to-server calls give VNPay (no customer stands behind them). */
const SERVER_IP = '127.0.0.1';

/** vnp_RequestId: unique per merchant API call, 32 letters and digits. */
function newRequestId(): string {
  return randomUUID().replaceAll('-', '');
}

type Answer = Record<string, string>;

/** One string per key, or null when a key came more than once or is not text (no signed meaning). */
function singleValues(query: Query): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') return null;
    fields[key] = value;
  }
  return fields;
}

function verifyAnswer(answer: Answer, order: readonly string[], secret: string): void {
  const expected = pipeChecksum(
    order.map((key) => answer[key] ?? ''),
    secret,
  );
  if (typeof answer.vnp_SecureHash !== 'string' || !sameDigest(expected, answer.vnp_SecureHash)) {
    throw new VnpayApiError(
      `VNPay ${answer.vnp_Command ?? ''} answer failed its checksum (code ${answer.vnp_ResponseCode ?? '?'})`,
    );
  }
}

async function postJson(
  send: typeof fetch,
  url: string,
  body: Record<string, string | number>,
  timeoutMs: number,
): Promise<Answer> {
  let response: Response;
  try {
    response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (cause) {
    throw new VnpayApiError(`VNPay merchant API unreachable: ${(cause as Error).message}`, { cause });
  }
  if (!response.ok) throw new VnpayApiError(`VNPay merchant API answered HTTP ${response.status}`);
  const answer: unknown = await response.json().catch(() => null);
  if (!answer || typeof answer !== 'object') throw new VnpayApiError('VNPay merchant API answered no JSON object');
  return Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, value == null ? '' : String(value)]));
}
