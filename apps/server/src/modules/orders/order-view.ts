import type { CreatedOrder, PaymentHandOff } from '@skyparcel/domain/order-contracts';
import { vietnamInstant } from '@skyparcel/domain/vietnam-time';
import type { OrderRow } from './order-repository.ts';

/**
 * What creation answers (spec 1 section 7: data.orderId, uuid, paymentMethod; meta.custom for
 * gateways) plus what the confirmation page shows: totals, delivery type, transport rule, times.
 * A Super order answers its receiving slot, and the shipper is booked to deliver before its end.
 */
export function toCreatedOrder(order: OrderRow): CreatedOrder {
  return {
    orderId: order.code,
    uuid: order.id,
    status: order.status,
    platform: order.platform as CreatedOrder['platform'],
    paymentMethod: order.paymentMethod as CreatedOrder['paymentMethod'],
    deliveryType: order.deliveryType as CreatedOrder['deliveryType'],
    tier: order.tier as CreatedOrder['tier'],
    transportRules: [order.transportRule],
    shippingFee: order.shippingFee,
    extrasTotal: order.extrasTotal,
    superFee: order.superFee,
    timeSlot: order.timeSlot ?? null,
    discountAmount: order.discount,
    amount: order.total,
    currency: order.currency,
    estDateTime: order.estDateTime.toISOString(),
    bookingShipperTime: (order.timeSlot
      ? vietnamInstant(order.timeSlot.date, order.timeSlot.to)
      : order.estDateTime
    ).toISOString(),
    createdAt: order.createdAt.toISOString(),
  };
}

/** Payment hand-off data for gateways; cash and top-up need none (payments issue fills this). */
export const NO_GATEWAY: { custom: PaymentHandOff } = { custom: { paymentUrl: null, paymentData: null } };
