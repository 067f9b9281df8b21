import type { PaymentMethod } from '@skyparcel/domain/payment-contracts';
import type { PaymentPurpose, PaymentProvider as ProviderName } from '@skyparcel/domain/payment-rules';
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config.ts';
import type { Tx } from '../../db/transaction.ts';
import { createPortoneClient } from '../../integrations/portone/portone-client.ts';
import { createVnpayClient } from '../../integrations/vnpay/vnpay-client.ts';
import { cashProvider } from './providers/cash-provider.ts';
import { type PaymentProvider, unconfiguredGateway } from './providers/payment-provider.ts';
import { portoneProvider } from './providers/portone-provider.ts';
import { vnpayProvider } from './providers/vnpay-provider.ts';
import { walletProvider } from './providers/wallet-provider.ts';

/**
 * What this deployment can take payments with, made once per server process from its
 * configuration: the providers behind one interface and the methods they take.
 */
export type PaymentSetup = {
  /** Cash and the wallet always; VNPay's bank, card and QR, and PortOne's Korean methods, where configured (or the sandbox). */
  methods: ReadonlySet<PaymentMethod>;
  /** Every provider by name (providers/payment-provider.ts); a gateway without an account here takes nothing. */
  providers: Readonly<Record<ProviderName, PaymentProvider>>;
  allowedOrigins: readonly string[];
  /**
   * Cancels an order whose payment failed or expired and gives back what it held, inside the
   * payment's transaction. The orders module's (orders/release-unpaid-order.ts), handed in at
   * start-up because orders already depend on payments.
   */
  releaseOrder: (tx: Tx, release: UnpaidOrderRelease) => Promise<unknown>;
  /** Where what staff must act on is said (a refund given up on): the app's log at error level, and a metric by kind. */
  alert: (kind: string, message: string, details: Record<string, unknown>) => void;
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
  // Where a gateway sends the customer back, by what was paid: the order confirmation, the top-up
  // page, or the order's detail (a recharge), which pass the result to the server.
  const returnUrls: Record<PaymentPurpose, string> = {
    ORDER: `${publicWebUrl}/order-bill/confirmation`,
    TOPUP: `${publicWebUrl}/top-up`,
    RECHARGE: `${publicWebUrl}/my-orders`,
  };
  const { expiryMinutes, vbankDepositHours } = config;
  const providers: Record<ProviderName, PaymentProvider> = {
    cash: cashProvider,
    wallet: walletProvider,
    vnpay: config.vnpay
      ? vnpayProvider({ client: createVnpayClient({ ...config.vnpay, fetch: fetchVia }), expiryMinutes, returnUrls })
      : unconfiguredGateway('vnpay'),
    portone: config.portone
      ? portoneProvider({
          client: createPortoneClient({ baseUrl: config.portone.apiUrl, ...config.portone, fetch: fetchVia }),
          impCode: config.portone.impCode,
          scriptUrl: config.portone.scriptUrl,
          webhookUrl: `${publicWebUrl}/api/v1/payment/portone/webhook`,
          expiryMinutes,
          vbankDepositHours,
          returnUrls,
        })
      : unconfiguredGateway('portone'),
  };
  return {
    methods: new Set(Object.values(providers).flatMap((provider) => provider.methods)),
    providers,
    allowedOrigins: config.allowedOrigins,
    releaseOrder,
    alert: (kind, message, details) => {
      app.log.error({ alert: kind, ...details }, message);
      app.metrics.alerts.inc({ kind });
    },
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
