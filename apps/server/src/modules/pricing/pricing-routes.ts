import {
  preorderAnswerSchema,
  preorderRequestSchema,
  priceAnswerSchema,
  priceRequestSchema,
} from '@skyparcel/domain/pricing-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { calculateDeliveryMethods } from './calculate-delivery-methods.ts';
import { quotePreorder } from './quote-preorder.ts';

export async function pricingRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['pricing']);

  calls.post(
    '/v1/order/calculate-price',
    {
      apiKeyScope: 'orders:read',
      description:
        'Price calculation (path not shown in the spec) between two saved addresses of the customer: one ' +
        'delivery method per handover kind (D2D, D2P, P2D, P2P) with price, estimate and flight. Super methods ' +
        'list items.received_time_slots (Vietnam time), items.min_end_time and items.before spanning them; ' +
        'other tiers an empty list. A voucher code is previewed (discount per method), never redeemed.',
      body: priceRequestSchema,
      answer: priceAnswerSchema,
    },
    calculateDeliveryMethods,
  );

  calls.post(
    '/v1/preorder_nationwide',
    {
      description:
        'A domestic quote between two locations before addresses are chosen (spec 1 section 7): origin_id and ' +
        'destination_id ([country, province, district, village] or "c-p-d-v"); weight and dimension default to ' +
        "the product's (document 0.5 kg 30x20x1, parcel 1 kg 10x10x10); goods_info is ignored for domestic " +
        "routes. Answers the price call's shape with service_type's method first; route errors as the price call.",
      body: preorderRequestSchema,
      answer: preorderAnswerSchema,
    },
    quotePreorder,
  );
}
