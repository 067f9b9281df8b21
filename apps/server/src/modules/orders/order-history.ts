import type { Address } from '@skyparcel/domain/address-contracts';
import { paginationOf } from '@skyparcel/domain/api-envelope';
import { hoursBeforeFlight } from '@skyparcel/domain/cancellation';
import type { Language } from '@skyparcel/domain/locale';
import { trackingText } from '@skyparcel/domain/messages';
import type {
  OrderDetail,
  OrderFeeSummary,
  OrderListItem,
  OrdersFilter,
  ordersQuerySchema,
  TrackingLine,
} from '@skyparcel/domain/order-history-contracts';
import { isAwaitingPayment } from '@skyparcel/domain/payment-rules';
import { formatPhone } from '@skyparcel/domain/phone';
import { instantsOfDays } from '@skyparcel/domain/time-zones';
import {
  ORDER_LIST_TABS,
  statusDisplayName,
  TRACKING_STEPS,
  type TrackingStep,
} from '@skyparcel/domain/tracking-rules';
import { kilogramsOf } from '@skyparcel/domain/weights';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { textIn } from '../catalog/catalog-texts.ts';
import { extraServiceNames } from '../catalog/list-extra-prices.ts';
import { getOrdersPayments, type OrderPaymentView } from '../payments/payment-view.ts';
import { getFeeAdjustments } from './adjust-order-fees.ts';
import {
  countOrders,
  findLatestOrderEvents,
  findOrderEvents,
  findOrdersPage,
  findOwnOrder,
  findVatInfo,
  type OrderEventRow,
  type OrderListWhere,
  type OrderRow,
} from './order-repository.ts';
import {
  bookingShipperTime,
  cancellationNow,
  cargoBookingOf,
  declaredGoodsOf,
  inDong,
  officeOf,
  type PlaceReader,
  placesInLanguage,
  routeOf,
  serviceOfTier,
} from './order-view.ts';

type Extras = { code: string; name: string; price: number }[];
type ItemContext = {
  language: Language;
  now: Date;
  timeline: OrderEventRow[];
  payment: OrderPaymentView | undefined;
  extraNames: Map<string, string>;
  placeOf: PlaceReader;
};

/**
 * `GET /v1/orders`: a page of the customer's orders in a tab, found by a search and a period,
 * newest first, each with its latest step (spec 2 section 3, "Order list item"). Four reads
 * whatever the page holds: the page, its count, the latest steps and the payments of its orders.
 */
export async function listOrders(call: CallContext<z.output<typeof ordersQuerySchema>>) {
  const { db, userId, input } = call;
  const where = orderListWhere(input);
  const offset = (input.page - 1) * input.perPage;
  const [rows, total] = await Promise.all([
    findOrdersPage(db, userId, { ...where, limit: input.perPage, offset }),
    countOrders(db, userId, where),
  ]);
  const data = await toListItems(call, rows);
  const pagination = paginationOf({ total, count: rows.length, perPage: input.perPage, currentPage: input.page });
  return { data, meta: { pagination } };
}

/** The list's filter as the database reads it: the tab's statuses, the search term, the period's instants. */
export function orderListWhere(filter: OrdersFilter): OrderListWhere {
  return {
    statuses: ORDER_LIST_TABS[filter.type] ?? undefined,
    search: filter.q || undefined,
    ...instantsOfDays(filter),
  };
}

/** Orders as the list shows them: with their latest step, payment, extras and places in the call's language. */
export async function toListItems(call: Pick<CallContext<unknown>, 'db' | 'language' | 'now'>, rows: OrderRow[]) {
  const { db, language, now } = call;
  const ids = rows.map((row) => row.id);
  const [latest, paymentsByOrder, placeOf, extraNames] = await Promise.all([
    findLatestOrderEvents(db, ids),
    getOrdersPayments(db, ids),
    placesInLanguage(db, rows.flatMap(partiesOf), language),
    extraServiceNames(db, language),
  ]);
  return rows.map((row) => {
    const latestEvent = latest.get(row.id);
    const timeline = latestEvent ? [latestEvent] : [];
    return toListItem(row, { language, now, timeline, payment: paymentsByOrder.get(row.id), extraNames, placeOf });
  });
}

/** `GET /v1/order/detail/{id}` (uuid or code): the whole order; another customer's is ORDER_NOT_FOUND. */
export async function getOrderDetail(call: CallContext<{ id: string }>): Promise<OrderDetail> {
  const order = await findOwnOrder(call.db, call.userId, call.input.id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return orderDetailOf(call, order);
}

/** The whole order as its customer reads it (the hub desk shows staff the same). */
export async function orderDetailOf(
  call: Pick<CallContext<unknown>, 'db' | 'language' | 'now'>,
  order: OrderRow,
): Promise<OrderDetail> {
  const { db, language, now } = call;
  const [timeline, paymentsByOrder, extraNames, route, vat, adjustments, placeOf] = await Promise.all([
    findOrderEvents(db, order.id),
    getOrdersPayments(db, [order.id]),
    extraServiceNames(db, language),
    routeOf(call, order),
    findVatInfo(db, order.id),
    getFeeAdjustments(db, order.id),
    placesInLanguage(db, partiesOf(order), language),
  ]);
  const goodsInfo = order.direction === 'DOMESTIC' ? [] : await declaredGoodsOf(db, order.id, language);
  const payment = paymentsByOrder.get(order.id);
  const item = toListItem(order, { language, now, timeline, payment, extraNames, placeOf });
  return {
    ...item,
    bookingShipperTime: bookingShipperTime(order).toISOString(),
    declared: {
      weight: kilogramsOf(order.weightG),
      dimension: order.dimension,
      chargeableWeight: kilogramsOf(order.measured?.bookedChargeableWeightG ?? order.chargeableWeightG),
    },
    measured: order.measured
      ? {
          weight: kilogramsOf(order.measured.weightG),
          dimension: order.measured.dimension,
          chargeableWeight: kilogramsOf(order.measured.chargeableWeightG),
        }
      : null,
    note: order.note,
    fees: feeSummary(order, item.extraPrices, payment, adjustments),
    payment: payment ? { ...payment, orderCode: order.code } : null,
    adjustments: adjustments.map(({ view }) => view),
    route,
    senderOffice: officeOf(order.senderPoint),
    receiverOffice: officeOf(order.receiverPoint),
    vatInfo: vat
      ? { email: vat.email, companyName: vat.companyName, companyAddress: vat.companyAddress, taxNumber: vat.taxNumber }
      : null,
    goodsInfo,
    cancellation: cancellationView(order, timeline, now, route.flight?.departureAt),
    cargoBooking: await cargoBookingOf({ db, language }, order, route),
  };
}

/** An order's two address snapshots, sender first. */
const partiesOf = (order: OrderRow): Address[] => [order.sender as Address, order.receiver as Address];

function toListItem(order: OrderRow, context: ItemContext): OrderListItem {
  const sender = order.sender as Address;
  const receiver = order.receiver as Address;
  const product = order.product as { code: string; name: Record<string, string> };
  const productName = textIn(product.name, context.language);
  const { cancellable } = cancellationNow(order, context.timeline, context.now);
  const extraPrices = (order.extras as Extras).map((extra) => ({
    ...extra,
    name: context.extraNames.get(extra.code) ?? extra.name,
  }));
  return {
    orderId: order.code,
    uuid: order.id,
    id: order.id,
    status: order.status,
    statusName: statusDisplayName(order.status),
    awaitingPayment: isAwaitingPayment(context.payment),
    createdAt: order.createdAt.toISOString(),
    fromName: sender.personName,
    fromPhone: formatPhone(sender.prefixPhone, sender.phone),
    senderAddress: context.placeOf(sender),
    toName: receiver.personName,
    toPhone: formatPhone(receiver.prefixPhone, receiver.phone),
    receiverAddress: context.placeOf(receiver),
    orderDetails: [{ name: productName, productionCode: product.code, productName, categories: null }],
    amount: order.total,
    currency: order.currency,
    toPrice: order.vndRate === null ? null : inDong(order.total, order.vndRate),
    toCurrency: order.vndRate === null ? null : 'VND',
    minEndTime: order.estDateTime.toISOString(),
    timeSlotFrom: order.timeSlot?.from ?? null,
    timeSlotTo: order.timeSlot?.to ?? null,
    platform: order.platform as OrderListItem['platform'],
    paymentMethod: order.paymentMethod as OrderListItem['paymentMethod'],
    vnpBank: context.payment?.bankCode ?? null,
    paymentTime: context.payment?.paidAt ?? null,
    beforeTime: bookingShipperTime(order).toISOString(),
    allowCancel: order.platform === 'c2c' && cancellable,
    cargoAllowCancel: order.platform === 'cargo' && cancellable,
    cargoCancelBefore: order.platform === 'cargo' ? (order.cancelBefore?.toISOString() ?? null) : null,
    awb: order.airWaybillNumber ? { airwayBillNumber: order.airWaybillNumber } : null,
    transportRules: [order.transportRule],
    properties: {
      deliveryOms: order.platform === 'cargo' ? 'cargo' : serviceOfTier(order.tier),
      extractPrice: { dutyFee: order.dutyFee },
      diffShippingFee: order.diffShippingFee,
      noShowFee: order.noShowFee,
    },
    extraPrices,
    discountAmount: order.discount,
    trackingInfoVenus: context.timeline.map((event) => toTrackingLine(event, context.language)),
    deliveryType: order.deliveryType as OrderListItem['deliveryType'],
    direction: order.direction,
  };
}

export function toTrackingLine(event: OrderEventRow, language: Language): TrackingLine {
  const step = event.step as TrackingStep;
  const { kind, leg } = TRACKING_STEPS[step];
  return {
    step,
    kind,
    leg,
    date: event.occurredAt.toISOString(),
    ...trackingText(language, step, event.cancelReason),
    hubName: event.hubName,
    flight: event.flight,
    cancelReason: event.cancelReason,
    customerNote: event.customerNote,
  };
}

function feeSummary(
  order: OrderRow,
  extras: Extras,
  payment: OrderPaymentView | undefined,
  adjustments: { rechargeKept: number }[],
): OrderFeeSummary {
  const isKept = payment?.status === 'PAID' || payment?.status === 'PARTIALLY_REFUNDED';
  const keptByOrderPayment = payment && isKept ? payment.amount - payment.refundedAmount : 0;
  return {
    shippingFee: order.shippingFee - order.surcharge,
    surcharge: order.surcharge,
    superFee: order.superFee,
    extras,
    customsClearanceFee: order.clearanceFee,
    extraClearanceFee: order.extraClearanceFee,
    dutyFee: order.dutyFee,
    noShowFee: order.noShowFee,
    discount: order.discount,
    total: order.total,
    // The order's payment and every recharge paid, less what went back.
    paidTotal: keptByOrderPayment + adjustments.reduce((sum, adjustment) => sum + adjustment.rechargeKept, 0),
    currency: order.currency,
    // A won order shown in dong at the rate it was booked at.
    totalVnd: order.vndRate === null ? order.total : inDong(order.total, order.vndRate),
  };
}

/** What the detail answers of the cancellation rule: the verdict, and a Cargo Direct order's deadline as booked. */
function cancellationView(
  order: OrderRow,
  timeline: OrderEventRow[],
  now: Date,
  departureAt: string | undefined,
): OrderDetail['cancellation'] {
  const { cancellable, refusal } = cancellationNow(order, timeline, now);
  const deadline = order.platform === 'cargo' ? order.cancelBefore : null;
  return {
    cancellable,
    refusal,
    cancelBefore: deadline?.toISOString() ?? null,
    hoursBeforeFlight: deadline && departureAt ? hoursBeforeFlight(new Date(departureAt), deadline) : null,
  };
}
