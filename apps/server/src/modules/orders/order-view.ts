import type { Address } from '@skyparcel/domain/address-contracts';
import { cancellationOf } from '@skyparcel/domain/cancellation';
import type { OrderGoodsItem } from '@skyparcel/domain/goods-declaration-contracts';
import type { Language } from '@skyparcel/domain/locale';
import type { CreatedOrder, OrderOffice, OrderRoute } from '@skyparcel/domain/order-contracts';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { vietnamInstant } from '@skyparcel/domain/time-zones';
import type { TrackingStep } from '@skyparcel/domain/tracking-rules';
import type { Database } from '../../db/database.ts';
import { categoriesIn } from '../catalog/declared-goods.ts';
import { getAirportsByCode, getFlightView } from '../flights/get-flight.ts';
import { describeLocations } from '../locations/describe-locations.ts';
import { getProvince } from '../locations/get-province.ts';
import { receiptsOfOrder } from '../uploads/receipts.ts';
import { findGoodsItems } from './order-goods-repository.ts';
import type { OrderRow } from './order-repository.ts';

type ViewContext = { db: Database; language: Language };

/** The address snapshot's place, as order creation stored it. */
type PlaceSnapshot = { country: string; province: string };

/** The post office snapshot; orders recorded before hours and phone were kept lack them. */
type OfficeSnapshot = Omit<OrderOffice, 'workHourStart' | 'workHourEnd' | 'phone'> &
  Partial<Pick<OrderOffice, 'workHourStart' | 'workHourEnd' | 'phone'>>;

/**
 * What creation answers (spec 1 section 7: data.orderId, uuid, paymentMethod; meta.custom for
 * gateways) plus what the confirmation page shows: totals, delivery type, transport rule, times,
 * the route with its flight and the post offices. Built from the stored order, so a replayed
 * Idempotency-Key answers the same. A Super order answers its receiving slot, and the shipper is
 * booked to deliver before its end.
 */
export async function toCreatedOrder(context: ViewContext, order: OrderRow): Promise<CreatedOrder> {
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
    toPrice: order.vndRate === null ? null : inDong(order.total, order.vndRate),
    toCurrency: order.vndRate === null ? null : 'VND',
    direction: order.direction,
    estDateTime: order.estDateTime.toISOString(),
    bookingShipperTime: bookingShipperTime(order).toISOString(),
    createdAt: order.createdAt.toISOString(),
    route: await routeOf(context, order),
    senderOffice: officeOf(order.senderPoint),
    receiverOffice: officeOf(order.receiverPoint),
    airWaybillNumber: order.airWaybillNumber,
  };
}

export async function routeOf({ db, language }: ViewContext, order: OrderRow): Promise<OrderRoute> {
  const [origin, destination, flight] = await Promise.all([
    routeEnd(db, order.sender as PlaceSnapshot, language),
    routeEnd(db, order.receiver as PlaceSnapshot, language),
    order.flightId ? getFlightView(db, order.flightId) : null,
  ]);
  return { origin, destination, flight };
}

/** The receiver's province in the reader's language (a flight's manifest lists it per order). */
export async function destinationName({ db, language }: ViewContext, order: OrderRow): Promise<string> {
  return (await routeEnd(db, order.receiver as PlaceSnapshot, language)).provinceName;
}

async function routeEnd(db: Database, place: PlaceSnapshot, language: Language) {
  const province = await getProvince(db, place.country, place.province, language);
  // A province renamed away since the order keeps its code as its name rather than failing the answer.
  return { country: place.country, province: place.province, provinceName: province?.name ?? place.province };
}

export function officeOf(point: unknown): OrderOffice | null {
  if (!point) return null;
  const office = point as OfficeSnapshot;
  return {
    code: office.code,
    name: office.name,
    address: office.address,
    latitude: office.latitude,
    longitude: office.longitude,
    workHourStart: office.workHourStart ?? null,
    workHourEnd: office.workHourEnd ?? null,
    phone: office.phone ?? null,
  };
}

/** A Super order's shipper is booked to deliver before its slot ends; any other by the estimate. */
export function bookingShipperTime(order: OrderRow): Date {
  return order.timeSlot ? vietnamInstant(order.timeSlot.date, order.timeSlot.to) : order.estDateTime;
}

/** The service an order's tier is sold as (spec 2 section 4, "Service type from properties.deliveryOms"). */
export function serviceOfTier(tier: string): 'standard' | 'premium' | 'super' {
  return tier === 'PREMIUM' ? 'premium' : tier === 'SUPER' ? 'super' : 'standard';
}

/** A foreign amount in dong at the order's booked rate (dong per unit). */
export const inDong = (amount: number, vndPerUnit: number): number => Math.round(amount * vndPerUnit);

/** A cross-border order's declared goods as placed, categories named in the reader's language, with their receipts. */
export async function declaredGoodsOf(db: Database, orderId: string, language: Language): Promise<OrderGoodsItem[]> {
  const [items, receipts, categories] = await Promise.all([
    findGoodsItems(db, orderId),
    receiptsOfOrder(db, orderId),
    categoriesIn(db, language),
  ]);
  return items.map((item) => {
    const price = item.priceCents / 100;
    return {
      category: categories.get(item.categoryId) ?? {
        id: item.categoryId,
        code: item.categoryCode,
        name: item.categoryCode,
      },
      quantity: item.quantity,
      productName: item.productName,
      price,
      totalPrice: (item.quantity * item.priceCents) / 100,
      material: item.material,
      receipts: receipts.get(item.position) ?? [],
      goodsUrl: item.goodsUrl,
    };
  });
}

/** The cancellation rule (cancellation.ts) applied to a stored order and its journey so far, oldest step first. */
export function cancellationNow(order: OrderRow, journey: readonly { step: string }[], now: Date) {
  const latestStep = journey.at(-1)?.step as TrackingStep | undefined;
  return cancellationOf({ ...order, latestStep }, now);
}

/** A Cargo Direct booking's air waybill, airports and drop-off deadline (its detail's cargoBooking); null for parcels. */
export async function cargoBookingOf(
  { db, language }: ViewContext,
  order: OrderRow,
  route: OrderRoute,
): Promise<OrderDetail['cargoBooking']> {
  if (order.platform !== 'cargo' || !route.flight) return null;
  const [departureAirport, arrivalAirport] = await getAirportsByCode(
    db,
    [route.flight.origin, route.flight.destination],
    language,
  );
  return {
    airWaybillNumber: order.airWaybillNumber,
    departureAirport,
    arrivalAirport,
    dropOffBefore: order.dropOffBefore?.toISOString() ?? null,
  };
}

/** Reads an order's address snapshot with its places named in the reader's language. */
export type PlaceReader = (snapshot: Address) => string;

/**
 * The street of each snapshot with its ward, district, province and country named in the reader's
 * language, whatever language the order was placed in (issue 34 item 15): the snapshot keeps the
 * division codes, the names are read now (cached per division). A snapshot whose divisions are gone
 * keeps the text it was saved with.
 */
export async function placesInLanguage(db: Database, snapshots: Address[], language: Language): Promise<PlaceReader> {
  const locations = await describeLocations(
    db,
    snapshots.map((snapshot) => snapshot.locId),
    language,
  );
  return (snapshot) => {
    const location = locations.get(snapshot.locId);
    return location ? `${snapshot.address}, ${location.formattedAddress}` : snapshot.fullAddress;
  };
}
