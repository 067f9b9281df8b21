import type { ErrorCode } from '@skyparcel/domain/error-codes';
import type { Tx } from '../../db/transaction.ts';
import type { NewOrder, OrderRow } from './order-repository.ts';

/** The order's columns the pipeline fills itself: who orders, when, how they pay, and the request's key. */
type PipelineColumns =
  | 'id'
  | 'code'
  | 'userId'
  | 'status'
  | 'paymentMethod'
  | 'note'
  | 'createdAt'
  | 'idempotencyKey'
  | 'requestHash';

/** The order's fee lines, in whole units of its currency. */
type FeeColumns =
  | 'shippingFee'
  | 'surcharge'
  | 'dutyFee'
  | 'clearanceFee'
  | 'extraClearanceFee'
  | 'extras'
  | 'extrasTotal'
  | 'superFee'
  | 'discount'
  | 'voucherCode'
  | 'total';

/**
 * What a product line offers for one request, before anything is kept: the route, the goods in grams
 * (weightG as declared, chargeableWeightG as charged and booked on the flight), the flight, the
 * estimated arrival and cancel deadline, the currency.
 */
export type OfferedOrder = Omit<NewOrder, PipelineColumns | FeeColumns> & {
  currency: string;
  chargeableWeightG: number;
};

export type OfferFees = Pick<NewOrder, FeeColumns> & { shippingFee: number; total: number };

/**
 * A product line's offer, checked against every rule of its line, that `placeOrder` (place-order.ts)
 * turns into an order. The fee lines are settled inside the order's transaction, where a voucher is
 * redeemed under its row lock, so the pipeline compares the client's total with the settled one.
 */
export type Offer = {
  order: OfferedOrder;
  /** The fee lines; `orderId` names the order a redeemed voucher is used by. */
  settleFees(tx: Tx, orderId: string): Promise<OfferFees>;
  /**
   * What the line keeps beside the order in its transaction (a cross-border parcel's declared goods,
   * a Cargo Direct booking's air waybill); the columns it sets on the order, if any, are answered.
   */
  keepBeside?(tx: Tx, order: OrderRow): Promise<Partial<OrderRow>>;
  /** The line's word for a flight that filled meanwhile; without it, the flight's own PLANE_OUT_OF_LOAD. */
  flightFullCode?: ErrorCode;
};
