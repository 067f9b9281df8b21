import { randomUUID } from 'node:crypto';
import type { Address } from '@skyparcel/domain/address-contracts';
import {
  adjustmentDirection,
  adjustmentSettlement,
  type FeeAdjustmentKind,
} from '@skyparcel/domain/fee-adjustment-rules';
import type { Language } from '@skyparcel/domain/locale';
import { extrasBaseFee, orderFees } from '@skyparcel/domain/order-fees';
import type { FeeAdjustment } from '@skyparcel/domain/order-history-contracts';
import type { RefundStatus } from '@skyparcel/domain/payment-rules';
import type { Handover, Tier } from '@skyparcel/domain/pricing';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { findOrderedProduct } from '../catalog/find-product.ts';
import { extraServicePricer } from '../catalog/list-extra-prices.ts';
import { type LockedOrderPayment, type OrderRefund, refundLoweredTotal } from '../payments/adjustment-payments.ts';
import { quoteMeasuredShipment } from '../pricing/reprice-shipment.ts';
import {
  type FeeAdjustmentRow,
  findFeeAdjustmentOfKind,
  findFeeAdjustments,
  insertFeeAdjustment,
  type OrderFeeChange,
  updateOrderFees,
} from './fee-adjustment-repository.ts';
import { lockOrderFees, type OrderRow } from './order-repository.ts';

type Extras = { code: string; name: string; price: number }[];

/** The provinces an order runs between, which decide its route class. */
export function provincesOf(order: Pick<OrderRow, 'sender' | 'receiver' | 'direction' | 'vndRate'>) {
  return {
    originProvince: (order.sender as Address).province,
    destinationProvince: (order.receiver as Address).province,
    direction: order.direction === 'DOMESTIC' ? undefined : order.direction,
    vndRate: order.vndRate,
  };
}
type CurrentFees = NonNullable<Awaited<ReturnType<typeof lockOrderFees>>>;

/**
 * The order priced again with what the hub weighed and measured: the same tariff and engine as at
 * booking, for the same route, tier, handover and product, and the same extra services priced on
 * the new carriage. What the booking fixed stays: the voucher's discount, the Super slot's fee,
 * duty (docs/decisions/fee-adjustments.md).
 */
export async function repriceMeasured(
  db: Database,
  order: OrderRow,
  measured: { weightG: number; dimension: string },
  language: Language,
): Promise<(current: CurrentFees) => OrderFeeChange> {
  const [product, priceExtras] = await Promise.all([
    findOrderedProduct(db, (order.product as { id: number }).id),
    extraServicePricer(db, language),
  ]);
  const quote = await quoteMeasuredShipment(db, {
    ...provincesOf(order),
    size: measured,
    product,
    tier: order.tier as Tier,
    handover: order.deliveryType as Handover,
    placedAt: order.createdAt,
  });
  const offered = priceExtras(extrasBaseFee(quote.shippingFee, order.discount));
  const extras = (order.extras as Extras).map((chosen) => ({
    ...chosen,
    price: offered.find((extra) => extra.code === chosen.code)?.price ?? chosen.price,
  }));
  const fees = orderFees({
    price: quote.shippingFee,
    surcharge: quote.surcharge,
    dutyFee: order.dutyFee,
    clearanceFee: order.clearanceFee,
    extraClearanceFee: order.extraClearanceFee,
    discount: order.discount,
    extras,
    superFee: order.superFee,
  });
  const measuredParcel = {
    weightG: measured.weightG,
    dimension: measured.dimension,
    chargeableWeightG: quote.chargeableWeightG,
    bookedChargeableWeightG: order.chargeableWeightG,
  };
  return (current) => ({
    shippingFee: quote.shippingFee,
    surcharge: quote.surcharge,
    extras,
    extrasTotal: fees.extrasTotal,
    chargeableWeightG: quote.chargeableWeightG,
    diffShippingFee: quote.shippingFee - order.shippingFee,
    measured: measuredParcel,
    total: fees.total + current.noShowFee,
  });
}

export type AdjustedFees = { adjustment: FeeAdjustmentRow; refund: OrderRefund | null; previous: CurrentFees };

/**
 * Records a fee adjustment inside the caller's transaction, the order's payment locked by the
 * caller first: under the order's lock, the change computed from its current fees (refused by
 * `changeOf` when it does not apply), once per kind (FEE_ADJUSTMENT_EXISTS), the order's fee lines
 * and total updated, and a lower total's difference refunded (key `adjust:<adjustment>`). A
 * higher total is a recharge the customer pays (pay-recharge.ts).
 */
export async function adjustOrderFees(
  tx: Tx,
  request: {
    orderId: string;
    kind: FeeAdjustmentKind;
    changeOf: (current: CurrentFees) => OrderFeeChange;
    payment: LockedOrderPayment;
    staffId: string;
    now: Date;
  },
): Promise<AdjustedFees> {
  const { orderId, kind, now } = request;
  const current = await lockOrderFees(tx, orderId);
  if (!current) throw new AppError('ORDER_NOT_FOUND');
  const change = request.changeOf(current);
  if (await findFeeAdjustmentOfKind(tx, orderId, kind)) throw new AppError('FEE_ADJUSTMENT_EXISTS');
  const direction = adjustmentDirection(current.total, change.total);
  const id = randomUUID();
  const refund =
    direction === 'REFUND'
      ? await refundLoweredTotal(tx, request.payment, {
          key: `adjust:${id}`,
          orderId,
          amount: current.total - change.total,
          now,
        })
      : null;
  const adjustment = await insertFeeAdjustment(tx, {
    id,
    orderId,
    kind,
    previousTotal: current.total,
    newTotal: change.total,
    direction,
    refundId: refund?.id ?? null,
    createdBy: request.staffId,
    createdAt: now,
  });
  await updateOrderFees(tx, orderId, change);
  return { adjustment, refund, previous: current };
}

/** An order's adjustments as its customer reads them, oldest first, with what each has moved. */
export async function getFeeAdjustments(db: Database, orderId: string) {
  const rows = await findFeeAdjustments(db, [orderId]);
  return rows.map(({ adjustment, refundStatus, recharge }) => ({
    view: toFeeAdjustmentView(adjustment, { refundStatus, isRechargePaid: recharge?.status === 'PAID' }),
    rechargeKept: recharge?.status === 'PAID' ? recharge.amount - recharge.refundedAmount : 0,
  }));
}

/** One adjustment as it stands now (a gateway refund may have been confirmed since it was made). */
export async function getFeeAdjustment(db: Database, adjustment: FeeAdjustmentRow): Promise<FeeAdjustment> {
  const found = (await getFeeAdjustments(db, adjustment.orderId)).find(({ view }) => view.id === adjustment.id);
  if (!found) throw new Error(`adjustment ${adjustment.id} is gone`);
  return found.view;
}

function toFeeAdjustmentView(
  adjustment: FeeAdjustmentRow,
  money: { refundStatus: RefundStatus | null; isRechargePaid: boolean },
): FeeAdjustment {
  return {
    id: adjustment.id,
    kind: adjustment.kind,
    previousTotal: adjustment.previousTotal,
    newTotal: adjustment.newTotal,
    direction: adjustment.direction,
    amount: Math.abs(adjustment.newTotal - adjustment.previousTotal),
    status: adjustmentSettlement({ direction: adjustment.direction, ...money }),
    createdAt: adjustment.createdAt.toISOString(),
  };
}
