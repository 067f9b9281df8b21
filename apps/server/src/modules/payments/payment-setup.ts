import type { PaymentMethod } from '@skyparcel/domain/payment-contracts';
import { type PaymentPurpose, PORTONE_METHODS, VNPAY_BANK_CODES } from '@skyparcel/domain/payment-rules';
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config.ts';
import type { Tx } from '../../db/transaction.ts';
import { createPortoneClient, type PortoneClient } from '../../integrations/portone/portone-client.ts';
import { createVnpayClient, type VnpayClient } from '../../integrations/vnpay/vnpay-client.ts';

/**
 * What this deployment can take payments with, made once per server process from its
 * configuration: the methods an order may use, the VNPay client, and the hand-off's rules.
 */
export type PaymentSetup = {
  /** Cash and the wallet always; VNPay's bank, card and QR, and PortOne's Korean methods, where configured (or the sandbox). */
  methods: ReadonlySet<PaymentMethod>;
  vnpay: VnpayClient | null;
  /** PortOne for the Korean methods: the REST client, and what the browser's window is opened with. */
  portone: { client: PortoneClient; impCode: string; scriptUrl: string; webhookUrl: string } | null;
  expiryMinutes: number;
  /** A virtual account's deposit deadline: longer than a card's minutes, since the customer transfers later. */
  vbankDepositHours: number;
  /**
   * Where VNPay sends the customer back, by what was paid: the order confirmation or the top-up
   * page, which pass the result to the server.
   */
  returnUrls: Record<PaymentPurpose, string>;
  allowedOrigins: readonly string[];
  /**
   * Cancels an order whose payment failed or expired and gives back what it held, inside the
   * payment's transaction. The orders module's (orders/release-unpaid-order.ts), handed in at
   * start-up because orders already depend on payments.
   */
  releaseOrder: (tx: Tx, release: UnpaidOrderRelease) => Promise<unknown>;
};

/** Which order an unpaid payment lets go, why, and when. */
export type UnpaidOrderRelease = { orderId: string; reason: 'PAYMENT_FAILED' | 'PAYMENT_EXPIRED'; now: Date };

export function createPaymentSetup(
  app: FastifyInstance,
  config: PaymentsConfig,
  options: { publicWebUrl: string; releaseOrder: PaymentSetup['releaseOrder'] },
): PaymentSetup {
  const { publicWebUrl, releaseOrder } = options;
  const fetchVia = config.sandbox ? inProcessFetch(app, publicWebUrl) : undefined;
  const vnpay = config.vnpay ? createVnpayClient({ ...config.vnpay, fetch: fetchVia }) : null;
  const portone = config.portone
    ? {
        client: createPortoneClient({ baseUrl: config.portone.apiUrl, ...config.portone, fetch: fetchVia }),
        impCode: config.portone.impCode,
        scriptUrl: config.portone.scriptUrl,
        webhookUrl: `${publicWebUrl}/api/v1/payment/portone/webhook`,
      }
    : null;
  const gatewayMethods = [
    ...(vnpay ? Object.keys(VNPAY_BANK_CODES) : []),
    ...(portone ? Object.keys(PORTONE_METHODS) : []),
  ] as PaymentMethod[];
  return {
    methods: new Set<PaymentMethod>(['cash', 'topup', ...gatewayMethods]),
    vnpay,
    portone,
    expiryMinutes: config.expiryMinutes,
    vbankDepositHours: config.vbankDepositHours,
    returnUrls: {
      ORDER: `${publicWebUrl}/order-bill/confirmation`,
      TOPUP: `${publicWebUrl}/top-up`,
      RECHARGE: `${publicWebUrl}/my-orders`,
    },
    allowedOrigins: config.allowedOrigins,
    releaseOrder,
  };
}

/**
 * The sandbox lives in this server, so a call to this server's own address (the sandbox's
 * merchant API, our IPN) goes through Fastify's inject: the same routes, headers and signatures,
 * without a socket, which also works before the server listens (tests). Other addresses use fetch.
 */
export function inProcessFetch(app: FastifyInstance, publicWebUrl: string): typeof fetch {
  const ownOrigin = new URL(publicWebUrl).origin;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== ownOrigin) return fetch(input, init);
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'text/plain') },
    });
  };
}
