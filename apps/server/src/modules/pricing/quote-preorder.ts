import { formatLocationId, type LocationId } from '@skyparcel/domain/location-id';
import type { Handover } from '@skyparcel/domain/pricing';
import type { PreorderAnswer, PreorderRequest } from '@skyparcel/domain/pricing-contracts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext, CallerContext } from '../../http/call-context.ts';
import { getLocation } from '../locations/get-location.ts';
import { paymentOptions } from '../payments/payment-options.ts';
import { priceRoute, shipmentSpecOf } from './calculate-delivery-methods.ts';

/**
 * `POST /v1/preorder_nationwide`: what a shipment between two locations would cost before
 * any address is chosen. The same engine, route errors and answer as the price call; all
 * four handover kinds are answered with the requested `service_type` first.
 */
export async function quotePreorder(call: CallContext<PreorderRequest>): Promise<PreorderAnswer> {
  const { input } = call;
  const [origin, destination] = await Promise.all([
    resolveLocation(call, input.originId, 'originId'),
    resolveLocation(call, input.destinationId, 'destinationId'),
  ]);
  const priced = await priceRoute(call, { origin, destination }, shipmentSpecOf({ ...input, goodsInfo: undefined }));
  const { chargeableWeightG: _booked, ...answer } = priced;
  return {
    ...answer,
    serviceType: input.serviceType,
    methods: requestedFirst(answer.methods, input.serviceType),
    paymentConfig: await paymentOptions(call.db, call.userId, call.payments, priced.currency),
  };
}

/** A location that exists (its village inside its province); otherwise the field is invalid. */
async function resolveLocation(context: CallerContext, id: LocationId, field: string) {
  try {
    const location = await getLocation(context.db, formatLocationId(id), context.language);
    return { country: location.country.value, province: location.province.value };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw AppError.validation([{ field, code: 'validation_invalid' }]);
    }
    throw error;
  }
}

function requestedFirst<T extends { deliveryType: string }>(methods: T[], serviceType: Handover): T[] {
  return [
    ...methods.filter((method) => method.deliveryType === serviceType),
    ...methods.filter((method) => method.deliveryType !== serviceType),
  ];
}
