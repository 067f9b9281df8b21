import { pagedMetaSchema } from '@skyparcel/domain/api-envelope';
import { createCargoOrderRequestSchema } from '@skyparcel/domain/cargo-contracts';
import {
  createdOrderSchema,
  createOrderRequestSchema,
  idempotencyHeadersSchema,
  paymentHandOffMetaSchema,
  vatRequestSchema,
} from '@skyparcel/domain/order-contracts';
import {
  cancelOrderRequestSchema,
  orderDetailParamsSchema,
  orderDetailSchema,
  orderListItemSchema,
  ordersQuerySchema,
  rechargeRequestSchema,
  rechargeStartedSchema,
} from '@skyparcel/domain/order-history-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCalls } from '../../http/customer-calls.ts';
import { FOR_CONTRACT_CUSTOMERS } from '../cargo/cargo-routes.ts';
import { orderHandOff } from '../payments/start-payment.ts';
import { cancelOrder } from './cancel-order.ts';
import { createCargoOrder } from './create-cargo-order.ts';
import { createOrder } from './create-order.ts';
import { createVatInfo } from './create-vat-info.ts';
import { getOrderDetail, listOrders } from './order-history.ts';
import { toCreatedOrder } from './order-view.ts';
import { payRecharge } from './pay-recharge.ts';

export async function orderRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['orders']);

  calls.post(
    '/v1/order',
    {
      description:
        'Creates a domestic C2C order (spec 1 section 3). The server recomputes the price; a different amount ' +
        'answers 409 PRICE_CHANGED with data.amount. Idempotency-Key: the same key and request within 24 h ' +
        'answer the first order, also while the first still runs (the second waits up to 3 s, then answers ' +
        '409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After); the same key with another request is 409 ' +
        'IDEMPOTENCY_KEY_REUSED.',
      headers: idempotencyHeadersSchema,
      body: createOrderRequestSchema,
      answer: createdOrderSchema,
      meta: paymentHandOffMetaSchema,
      status: 201,
    },
    async (call, request) => {
      const order = await createOrder(call, request.headers['idempotency-key'] as string | undefined);
      const custom = await orderHandOff(call, order, request.ip);
      return { data: await toCreatedOrder(call, order), meta: { custom } };
    },
  );

  // Cargo Direct's order: an order like the others, behind Cargo Direct's contract guard.
  const cargoCalls = customerCalls(app, ['cargo'], { cargoContractOnly: true });
  cargoCalls.post(
    '/v2/cargo/create-order',
    {
      description:
        "Creates a Cargo Direct order and books its chargeable weight on the flight in the order's transaction. " +
        'A flight that no longer has the room is 409 load_not_available (nothing kept); a total that is not the ' +
        "server's is 409 PRICE_CHANGED. meta.custom has the payment URL or window for a gateway. " +
        'Idempotency-Key as for POST /v1/order.' +
        FOR_CONTRACT_CUSTOMERS,
      headers: idempotencyHeadersSchema,
      body: createCargoOrderRequestSchema,
      answer: createdOrderSchema,
      meta: paymentHandOffMetaSchema,
      status: 201,
    },
    async (call, request) => {
      const order = await createCargoOrder(call, request.headers['idempotency-key'] as string | undefined);
      const custom = await orderHandOff(call, order, request.ip);
      return { data: await toCreatedOrder(call, order), meta: { custom } };
    },
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
      description:
        "The customer's orders in a tab (type ALL, SENDING, RECEIVING, FINISHED or CANCELLED; SENDING also " +
        'holds orders not yet handed over, FINISHED those done), newest first, 25 a page, each with its latest ' +
        'tracking step (spec 2 section 3).',
      query: ordersQuerySchema,
      answer: z.array(orderListItemSchema),
      meta: pagedMetaSchema,
    },
    listOrders,
  );

  calls.get(
    '/v1/order/detail/:id',
    {
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
      description:
        "Cancels one of the customer's C2C orders before its parcel is handed over: what was paid goes back " +
        'the way it came (the wallet, or the gateway), an unpaid payment is closed, and the flight weight and ' +
        "voucher use are released, in one transaction. Answers the order's detail. An order already handed " +
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
