import {
  orderPaymentParamsSchema,
  orderPaymentSchema,
  paymentCardsSchema,
  portoneReturnRequestSchema,
  portoneWebhookSchema,
  vnpayReturnRequestSchema,
} from '@skyparcel/domain/payment-contracts';
import { topupRequestSchema, topupStartedSchema } from '@skyparcel/domain/wallet-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { listPaymentCards } from './list-payment-cards.ts';
import { getOwnPayment } from './payment-view.ts';
import { answerPortoneWebhook, recordPortoneReturn } from './portone-callbacks.ts';
import { startTopup } from './start-topup.ts';
import { answerVnpayIpn, recordVnpayReturn } from './vnpay-callbacks.ts';

/** The customer's side of payments: an order's payment, and the browser's return from VNPay. */
export async function paymentRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['payments']);

  calls.get(
    '/v1/paymentcards',
    {
      description:
        'The payment groups of the order screen (spec 2 section 3), each with `disabled` when this deployment ' +
        "has no gateway for it: VNBANK (domestic card or account, VNPay's QR), ATM (VNBANK's banks: code, NAPAS " +
        "BIN, names; an order's vnpBank names one), INTCARD (the card brands it takes) and TOPUP (the wallet). " +
        "Which methods an order may use is the price call's payment_config, which knows its total.",
      answer: paymentCardsSchema,
    },
    listPaymentCards,
  );

  calls.get(
    '/v1/order/:id/payment',
    {
      description:
        "The order's payment as the server has it (status PENDING, PAID, FAILED, EXPIRED, REFUNDED or " +
        'PARTIALLY_REFUNDED): what the confirmation page shows, whatever its query string says.',
      params: orderPaymentParamsSchema,
      answer: orderPaymentSchema,
    },
    (call) => getOwnPayment(call.db, call.userId, { orderId: call.input.id }),
  );

  calls.post(
    '/v1/payment/vnpay/return',
    {
      description:
        "VNPay's redirect back to the confirmation page, passed on as its query string: recorded once like " +
        'the IPN when its signature holds, then answered as the payment stands. A forged or altered query is ' +
        '400 PAYMENT_RESULT_INVALID and changes nothing.',
      body: vnpayReturnRequestSchema,
      answer: orderPaymentSchema,
    },
    recordVnpayReturn,
  );

  calls.post(
    '/v1/payment/portone/return',
    {
      description:
        "PortOne's window sending the browser back (imp_uid, merchant_uid), passed on by the confirmation page: " +
        'the payment is re-read from PortOne and recorded once, like the webhook, then answered as it stands ' +
        '(still PENDING while PortOne has no result). A payment PortOne does not know, or one for another ' +
        'order, is 400 PAYMENT_RESULT_INVALID and changes nothing.',
      body: portoneReturnRequestSchema,
      answer: orderPaymentSchema,
    },
    recordPortoneReturn,
  );

  calls.post(
    '/v1/topup',
    {
      description:
        'Starts a wallet top-up paid through VNPay (VNBANK, INTCARD or VNPAY; amount in whole dong within the ' +
        'limits of the domain rules): answers the signed payment URL. The wallet is credited (TOPUP_S247) once, ' +
        'when VNPay confirms the payment; unpaid, it expires like an order payment.',
      body: topupRequestSchema,
      answer: topupStartedSchema,
      status: 201,
    },
    (call, request) => startTopup(call, request.ip),
  );
}

/**
 * VNPay's IPN, outside the /api wire format: the vnp_* keys must reach the signature check as
 * sent, and VNPay reads `{RspCode, Message}` with its own capitals.
 */
export async function vnpayIpnRoute(app: FastifyInstance) {
  app.get(
    '/api/v1/payment/vnpay/ipn',
    {
      schema: {
        tags: ['payments'],
        description:
          "VNPay's server-to-server result (GET with the signed vnp_* query); answers 200 {RspCode, Message}: " +
          '97 bad checksum, 01 unknown order, 04 other amount, 02 already confirmed, 00 recorded, 99 error.',
      },
    },
    (request) =>
      answerVnpayIpn(
        { db: app.db, setup: app.payments, now: app.auth.clock(), log: request.log },
        request.query as Record<string, unknown>,
      ),
  );
}

/**
 * PortOne's webhook, outside the /api wire format: PortOne posts its own snake_case body, unsigned,
 * and reads only the HTTP status. The payment is re-read from PortOne before anything changes.
 */
export async function portoneWebhookRoute(app: FastifyInstance) {
  app.post(
    '/api/v1/payment/portone/webhook',
    {
      schema: {
        tags: ['payments'],
        description:
          "PortOne's server-to-server notice (POST {imp_uid, merchant_uid, status}, unsigned): the payment is " +
          're-read from PortOne (GET /payments/{imp_uid}) and recorded once; answers 200 {received, settled}.',
      },
    },
    (request) =>
      answerPortoneWebhook(
        { db: app.db, setup: app.payments, now: app.auth.clock(), log: request.log },
        // Read leniently: a malformed notice settles nothing, and PortOne only reads the status.
        portoneWebhookSchema.safeParse(request.body).data ?? {},
      ),
  );
}
