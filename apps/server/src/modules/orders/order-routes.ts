import { pagedMetaSchema } from '@skyparcel/domain/api-envelope';
import { createOrderRequestSchema, vatRequestSchema } from '@skyparcel/domain/order-contracts';
import {
  cancelOrderRequestSchema,
  type OrdersFilter,
  orderDetailParamsSchema,
  orderDetailSchema,
  orderListItemSchema,
  ordersExportQuerySchema,
  ordersQuerySchema,
  rechargeRequestSchema,
  rechargeStartedSchema,
} from '@skyparcel/domain/order-history-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callContext } from '../../http/call-context.ts';
import { customerCalls } from '../../http/customer-calls.ts';
import { signedInFileCall } from '../../http/file-answers.ts';
import { buildC2cOffer } from './c2c-offer.ts';
import { cancelOrder } from './cancel-order.ts';
import { createVatInfo } from './create-vat-info.ts';
import { orderExport } from './order-export.ts';
import { getOrderDetail, listOrders } from './order-history.ts';
import { payRecharge } from './pay-recharge.ts';
import { PLACED_ORDER_CONTRACT, placeOrderCall } from './place-order-call.ts';

export async function orderRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['orders']);

  calls.post(
    '/v1/order',
    {
      apiKeyScope: 'orders:write',
      description:
        'Creates a domestic C2C order (spec 1 section 3). The server recomputes the price; a different amount ' +
        'answers 409 PRICE_CHANGED with data.amount. Idempotency-Key: the same key and request within 24 h ' +
        'answer the first order, also while the first still runs (the second waits up to 3 s, then answers ' +
        '409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After); the same key with another request is 409 ' +
        'IDEMPOTENCY_KEY_REUSED.',
      ...PLACED_ORDER_CONTRACT,
      body: createOrderRequestSchema,
    },
    placeOrderCall(buildC2cOffer),
  );

  calls.post(
    '/v1/order/create/vat',
    {
      description: 'VAT e-invoice details for an order (order_id is the order code or uuid).',
      body: vatRequestSchema,
      answer: z.null(),
    },
    async (call) => {
      await createVatInfo(call);
      return null;
    },
  );

  calls.get(
    '/v1/orders',
    {
      apiKeyScope: 'orders:read',
      description:
        "The customer's orders in a tab (type ALL, SENDING, RECEIVING, FINISHED or CANCELLED; SENDING also " +
        'holds orders not yet handed over, FINISHED those done), newest first, 25 a page, each with its latest ' +
        "tracking step (spec 2 section 3). q finds a text in the code, the receiver's name (case and accents " +
        'ignored) or phone (typed any way: 0912 345 678, +84 912…); from_date and to_date are Vietnamese calendar ' +
        'days, both included (to_date before from_date is validation_date_range_order).',
      query: ordersQuerySchema,
      answer: z.array(orderListItemSchema),
      meta: pagedMetaSchema,
    },
    listOrders,
  );

  signedInFileCall(
    app,
    '/v1/orders/export',
    {
      apiKeyScope: 'orders:read',
      description:
        'Every order the list finds with the same filter (type, q, from_date, to_date; no paging) as one .xlsx ' +
        "sheet in the request's language, newest first: code, time placed (Vietnam time), status, latest step, " +
        'product, sender, receiver, phone and address, weight, total, currency and payment method. Written while ' +
        'the orders are read, in batches, so a long list is not held in memory.',
      querystring: ordersExportQuerySchema,
    },
    async (request) => orderExport(callContext(request, request.query as OrdersFilter)),
  );

  calls.get(
    '/v1/order/detail/:id',
    {
      apiKeyScope: 'orders:read',
      description:
        "One of the customer's orders by uuid or code, with its whole journey, fee lines, payment, route and " +
        "post offices. Another customer's order, like an unknown one, is 404 ORDER_NOT_FOUND.",
      params: orderDetailParamsSchema,
      answer: orderDetailSchema,
    },
    getOrderDetail,
  );

  calls.post(
    '/v1/order/:id/cancel',
    {
      apiKeyScope: 'orders:write',
      description:
        "Cancels one of the customer's C2C orders before its parcel is handed over: what was paid goes back " +
        'the way it came (the wallet, or the gateway), an unpaid payment is closed, and the flight weight and ' +
        "voucher use are released, in one transaction; the customer's optional reason is kept with the cancel step. " +
        "Answers the order's detail. An order already handed " +
        'over, cancelled or finished is 409 ORDER_NOT_CANCELLABLE; two cancels at once refund once.',
      params: orderDetailParamsSchema,
      body: cancelOrderRequestSchema,
      answer: orderDetailSchema,
    },
    cancelOrder,
  );

  calls.post(
    '/v1/order/:id/recharge',
    {
      description:
        'Pays a recharge the order owes (a fee adjustment raised its total; adjustmentId from the detail) from the ' +
        'wallet (topup, at once) or through VNPay (VNBANK, INTCARD, VNPAY: answers the signed payment URL, which ' +
        "returns to the order's detail). A recharge already paid, or an adjustment that is not one, is 409 " +
        'RECHARGE_NOT_DUE; a wallet that does not cover it is global_not_enough_point. A try still waiting on the ' +
        'gateway is closed and replaced.',
      params: orderDetailParamsSchema,
      body: rechargeRequestSchema,
      answer: rechargeStartedSchema,
      status: 201,
    },
    (call, request) => payRecharge(call, request.ip),
  );
}
