import {
  createdOrderSchema,
  idempotencyHeadersSchema,
  paymentHandOffMetaSchema,
} from '@skyparcel/domain/order-contracts';
import type { FastifyRequest } from 'fastify';
import type { CallContext } from '../../http/call-context.ts';
import { orderHandOff } from '../payments/start-payment.ts';
import { toCreatedOrder } from './order-view.ts';
import { type OfferBuilder, type OrderRequest, placeOrder } from './place-order.ts';

/** The contract every order-placing call shares beside its body: the key, the created order, the hand-off. */
export const PLACED_ORDER_CONTRACT = {
  headers: idempotencyHeadersSchema,
  answer: createdOrderSchema,
  meta: paymentHandOffMetaSchema,
  status: 201,
} as const;

/**
 * The use case of an order-placing call of any product line: the order placed from the line's offer
 * (place-order.ts), answered as created with how to pay it (a gateway's URL or window).
 */
export function placeOrderCall<I extends OrderRequest>(buildOffer: OfferBuilder<I>) {
  return async (call: CallContext<I>, request: FastifyRequest) => {
    const key = request.headers['idempotency-key'];
    const order = await placeOrder(call, typeof key === 'string' ? key : undefined, buildOffer);
    const custom = await orderHandOff(call, order, request.ip);
    return { data: await toCreatedOrder(call, order), meta: { custom } };
  };
}
