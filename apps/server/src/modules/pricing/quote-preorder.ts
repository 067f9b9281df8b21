import type { Language } from '@skyparcel/domain/locale';
import { formatLocationId, type LocationId } from '@skyparcel/domain/location-id';
import type { Handover } from '@skyparcel/domain/pricing';
import { preorderRequestSchema } from '@skyparcel/domain/shipment-rules';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { getLocation } from '../locations/get-location.ts';
import { paymentOptions } from '../orders/payment-options.ts';
import { priceRoute } from './calculate-delivery-methods.ts';

type Context = { db: Database; userId: string; language: Language; now: Date };

/**
 * `POST /v1/preorder_nationwide`: what a shipment between two locations would cost before
 * any address is chosen. The same engine, route errors and answer as the price call; all
 * four handover kinds are answered with the requested `service_type` first.
 */
export async function quotePreorder(context: Context, body: unknown) {
  const parsed = preorderRequestSchema.safeParse(body);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const input = parsed.data;
  const [origin, destination] = await Promise.all([
    resolveLocation(context, input.originId, 'originId'),
    resolveLocation(context, input.destinationId, 'destinationId'),
  ]);
  const priced = await priceRoute(context, { origin, destination }, input);
  return {
    ...priced,
    serviceType: input.serviceType,
    methods: requestedFirst(priced.methods, input.serviceType),
    paymentConfig: await paymentOptions(context.db, context.userId),
  };
}

/** A location that exists (its village inside its province); otherwise the field is invalid. */
async function resolveLocation(context: Context, id: LocationId, field: string) {
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
