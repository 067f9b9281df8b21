import { orderOfficeSchema, orderRouteSchema } from '@skyparcel/domain/order-contracts';
import { z } from 'zod';
import { NEW_ORDER_STORAGE_KEY } from './new-order-handoff.ts';

/*
 * The order just placed, as the confirmation page reads it from sessionStorage
 * (new-order-handoff.ts). Read leniently: the page only needs a code and a uuid.
 */

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value || null);
const optionalNumber = z.coerce.number().nullish().catch(null);

const newOrderSchema = z.object({
  orderId: z.union([z.string().min(1), z.number().transform(String)]),
  uuid: z.string().min(1),
  platform: z.enum(['c2c', 'cargo']).catch('c2c'),
  deliveryType: optionalText,
  transportRules: z.array(z.string()).catch([]).default([]),
  bookingShipperTime: optionalText,
  createdAt: optionalText,
  toPrice: optionalNumber,
  toCurrency: optionalText,
  amount: z.coerce.number().catch(0),
  currency: z.string().catch('VND').default('VND'),
  paymentMethod: optionalText,
  // The server's account of the journey (order creation answers it); absent on older records.
  estDateTime: optionalText,
  route: orderRouteSchema.nullish().catch(null),
  senderOffice: orderOfficeSchema.nullish().catch(null),
  receiverOffice: orderOfficeSchema.nullish().catch(null),
  airWaybillNumber: optionalText,
});

export type NewOrder = z.infer<typeof newOrderSchema>;

/** The stored record, or null when absent or unreadable. */
export function parseNewOrder(raw: string | null): NewOrder | null {
  if (!raw) return null;
  try {
    const result = newOrderSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function readNewOrder(): NewOrder | null {
  try {
    return parseNewOrder(sessionStorage.getItem(NEW_ORDER_STORAGE_KEY));
  } catch {
    // Storage refused (private mode): there is no order to confirm.
    return null;
  }
}

type Amount = { amount: number; currency: string };

/**
 * The total as paid, in the currency paid, and, for an order paid in another currency (won), its
 * conversion to dong only beside it (spec 2 section 2; issue 34 item 3).
 */
export function orderAmounts(order: NewOrder): { paid: Amount; conversion: Amount | null } {
  const paid = { amount: order.amount, currency: order.currency };
  const converts = order.toPrice != null && order.toCurrency && order.toCurrency !== order.currency;
  return { paid, conversion: converts ? { amount: order.toPrice ?? 0, currency: order.toCurrency ?? 'VND' } : null };
}
