import {
  createdOrderSchema,
  createOrderRequestSchema,
  idempotencyHeadersSchema,
  paymentHandOffMetaSchema,
  vatRequestSchema,
} from '@skyparcel/domain/order-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCalls } from '../../http/customer-calls.ts';
import { orderHandOff } from '../payments/start-payment.ts';
import { createOrder } from './create-order.ts';
import { createVatInfo } from './create-vat-info.ts';
import { toCreatedOrder } from './order-view.ts';

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
}
