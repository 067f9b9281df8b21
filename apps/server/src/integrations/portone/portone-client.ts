import type { VirtualAccount } from '@skyparcel/domain/payment-contracts';
/**
 * PortOne (iamport) v1 REST API, for the Korean card widget's payments: an access token, a
 * payment's record, a cancel. The browser's result never proves a payment; `verifyPayment`
 * re-reads it here and compares it with the order (the payments reference notes handed to the team, reference/payments.md).
 */

export type PortoneConfig = {
  /** `https://api.iamport.kr`, or the sandbox's address. */
  baseUrl: string;
  impKey: string;
  impSecret: string;
  timeoutMs?: number;
  /** How requests go out (the in-process sandbox is reached without a socket). */
  fetch?: typeof fetch;
};

export type PortonePaymentStatus = 'ready' | 'paid' | 'cancelled' | 'failed';

export type PortonePayment = {
  impUid: string;
  merchantUid: string;
  amount: number;
  cancelAmount: number;
  currency: string;
  status: PortonePaymentStatus;
  payMethod: string;
  pgProvider: string;
  paidAt: Date | null;
  failReason: string | null;
  receiptUrl: string | null;
  /** A vbank payment's virtual account once issued (status ready until the deposit); null otherwise. */
  virtualAccount: VirtualAccount | null;
};

/** Why a payment the browser reported does not pay the order. */
export type PaymentRefusal = 'not_found' | 'not_paid' | 'merchant_uid_mismatch' | 'amount_mismatch';

export type PaymentVerification =
  | { paid: true; payment: PortonePayment }
  | { paid: false; reason: PaymentRefusal; payment: PortonePayment | null };

/** The API answered something other than a successful answer (transport, HTTP, `code` not 0). */
export class PortoneApiError extends Error {
  override readonly name = 'PortoneApiError';
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A token is renewed this long before PortOne says it expires, so no call carries a stale one. */
const TOKEN_MARGIN_MS = 60_000;

type Envelope<T> = { code: number; message: string | null; response: T | null };
type WirePayment = {
  imp_uid: string;
  merchant_uid: string;
  amount: number;
  cancel_amount?: number;
  currency?: string;
  status: PortonePaymentStatus;
  pay_method?: string;
  pg_provider?: string;
  paid_at?: number;
  fail_reason?: string | null;
  receipt_url?: string | null;
  vbank_name?: string | null;
  vbank_num?: string | null;
  vbank_holder?: string | null;
  /** Unix seconds; 0 when none. */
  vbank_date?: number | null;
};

export type PortoneClient = ReturnType<typeof createPortoneClient>;

export function createPortoneClient(config: PortoneConfig, clock: () => Date = () => new Date()) {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const send = config.fetch ?? fetch;
  // A base URL with a path (the sandbox's /sandbox/portone/api) keeps it before each call's path.
  const basePath = new URL(config.baseUrl).pathname.replace(/\/$/, '');
  let token: { value: string; renewAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && clock().getTime() < token.renewAt) return token.value;
    const { response } = await call<{ access_token: string; expired_at: number; now: number }>(
      'POST',
      '/users/getToken',
      { body: { imp_key: config.impKey, imp_secret: config.impSecret } },
    );
    if (!response?.access_token) throw new PortoneApiError('PortOne gave no access token');
    // expired_at and now are PortOne's clock (unix seconds): keep the lifetime, not its clock.
    const lifetimeMs = (response.expired_at - response.now) * 1000;
    token = { value: response.access_token, renewAt: clock().getTime() + lifetimeMs - TOKEN_MARGIN_MS };
    return token.value;
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; token?: string; allowNotFound?: boolean } = {},
  ): Promise<Envelope<T>> {
    let response: Response;
    try {
      response = await send(new URL(`${basePath}${path}`, config.baseUrl), {
        method,
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new PortoneApiError(`PortOne unreachable: ${(cause as Error).message}`, { cause });
    }
    if (response.status === 404 && options.allowNotFound) return { code: 0, message: null, response: null };
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || !envelope || envelope.code !== 0) {
      throw new PortoneApiError(`PortOne ${path} answered HTTP ${response.status}: ${envelope?.message ?? ''}`.trim());
    }
    return envelope;
  }

  async function readPayment(path: string): Promise<PortonePayment | null> {
    const { response } = await call<WirePayment>('GET', path, { token: await accessToken(), allowNotFound: true });
    return response ? toPayment(response) : null;
  }

  /** The payment's record at PortOne, or null when PortOne knows no such payment. */
  const getPayment = (impUid: string) => readPayment(`/payments/${encodeURIComponent(impUid)}`);

  return {
    getPayment,

    /** The payment PortOne made for our merchant_uid, or null when it made none (the customer never paid). */
    findPayment: (merchantUid: string) => readPayment(`/payments/find/${encodeURIComponent(merchantUid)}`),

    /** Whether this payment pays this order: found, paid, for this merchant_uid and this amount. */
    async verifyPayment(impUid: string, order: { merchantUid: string; amount: number }): Promise<PaymentVerification> {
      const payment = await getPayment(impUid);
      if (!payment) return { paid: false, reason: 'not_found', payment: null };
      if (payment.merchantUid !== order.merchantUid) return { paid: false, reason: 'merchant_uid_mismatch', payment };
      if (payment.status !== 'paid') return { paid: false, reason: 'not_paid', payment };
      if (payment.amount !== order.amount) return { paid: false, reason: 'amount_mismatch', payment };
      return { paid: true, payment };
    },

    /** Cancels all or part of a payment; `checksum` is the amount still cancellable, so a repeat is refused. */
    async cancel(request: {
      impUid: string;
      amount: number;
      checksum: number;
      reason: string;
    }): Promise<PortonePayment> {
      const { response } = await call<WirePayment>('POST', '/payments/cancel', {
        token: await accessToken(),
        body: { imp_uid: request.impUid, amount: request.amount, checksum: request.checksum, reason: request.reason },
      });
      if (!response) throw new PortoneApiError('PortOne answered a cancel without the payment');
      return toPayment(response);
    },
  };
}

function toPayment(wire: WirePayment): PortonePayment {
  return {
    impUid: wire.imp_uid,
    merchantUid: wire.merchant_uid,
    amount: wire.amount,
    cancelAmount: wire.cancel_amount ?? 0,
    currency: wire.currency ?? 'KRW',
    status: wire.status,
    payMethod: wire.pay_method ?? '',
    pgProvider: wire.pg_provider ?? '',
    paidAt: wire.paid_at ? new Date(wire.paid_at * 1000) : null,
    failReason: wire.fail_reason ?? null,
    receiptUrl: wire.receipt_url ?? null,
    virtualAccount: wire.vbank_num
      ? {
          bank: wire.vbank_name ?? '',
          number: wire.vbank_num,
          holder: wire.vbank_holder ?? '',
          dueAt: wire.vbank_date ? new Date(wire.vbank_date * 1000).toISOString() : null,
        }
      : null,
  };
}
