import type { Address } from '@skyparcel/domain/address-contracts';
import { HOTLINES, type Language } from '@skyparcel/domain/locale';
import { waybillTexts } from '@skyparcel/domain/messages';
import { formatMoney } from '@skyparcel/domain/money-format';
import { formatPhone } from '@skyparcel/domain/phone';
import { pieceCount } from '@skyparcel/domain/piece-lines';
import { formatVietnamTime } from '@skyparcel/domain/time-format';
import { kilogramsOf } from '@skyparcel/domain/weights';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { getProfile } from '../account/get-profile.ts';
import { textIn } from '../catalog/catalog-texts.ts';
import { getOrdersPayments } from '../payments/payment-view.ts';
import { findOwnOrder, findOwnOrders, type OrderRow } from './order-repository.ts';
import { placesInLanguage, routeOf, serviceOfTier } from './order-view.ts';
import { renderWaybillPdf, type WaybillContent } from './waybill-pdf.ts';

type WaybillRequest = { userId: string; language: Language; webUrl: string };

/**
 * `GET /v1/order/{id}/waybill`: the customer's own order as a printable A6 label, in the request's
 * language (spec 2 section 2, "Printable waybill": the account's name, a person's or a company's,
 * the receiver, phone, address, service, note and hotline; with the route, the flight, the contents
 * and the pieces a hub sorts by, the weight charged and whether the courier collects cash). Another customer's order is ORDER_NOT_FOUND; a cancelled one has no
 * waybill (WAYBILL_NOT_AVAILABLE).
 */
export async function getWaybill(
  db: Database,
  request: WaybillRequest & { id: string },
): Promise<{ code: string; pdf: Buffer }> {
  const order = await findOwnOrder(db, request.userId, request.id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (order.status === 'CANCELLED') throw new AppError('WAYBILL_NOT_AVAILABLE');
  return { code: order.code, pdf: await renderWaybillPdf(await waybillContents(db, [order], request)) };
}

/**
 * `POST /v1/orders/waybills`: the waybills of many of the customer's orders (an import's) as one
 * PDF, a page each in the order asked. Any id that is not one of the customer's orders is
 * ORDER_NOT_FOUND, and a cancelled one WAYBILL_NOT_AVAILABLE: a partial print would be missed.
 */
export async function getWaybills(db: Database, request: WaybillRequest & { ids: string[] }): Promise<Buffer> {
  const ids = [...new Set(request.ids.map((id) => id.toLowerCase()))];
  const byId = new Map((await findOwnOrders(db, request.userId, ids)).map((order) => [order.id, order]));
  const orders = ids.map((id) => byId.get(id));
  if (orders.some((order) => !order)) throw new AppError('ORDER_NOT_FOUND');
  const found = orders as OrderRow[];
  if (found.some((order) => order.status === 'CANCELLED')) throw new AppError('WAYBILL_NOT_AVAILABLE');
  return renderWaybillPdf(await waybillContents(db, found, request));
}

/** What each order's label prints, with the account, payments and places read once for all. */
async function waybillContents(db: Database, orders: OrderRow[], request: WaybillRequest): Promise<WaybillContent[]> {
  const addresses = orders.flatMap((order) => [order.sender as Address, order.receiver as Address]);
  const [profile, payments, placeOf] = await Promise.all([
    getProfile(db, request.userId),
    getOrdersPayments(
      db,
      orders.map((order) => order.id),
    ),
    placesInLanguage(db, addresses, request.language),
  ]);
  const shared: LabelShared = {
    db,
    request,
    texts: waybillTexts(request.language, HOTLINES[request.language]),
    account: profile.type === 'B' ? profile.companyName : profile.name,
    payments,
    placeOf,
  };
  const contents: WaybillContent[] = [];
  // One after another: a route's flight and places come from the process cache after the first.
  for (const order of orders) contents.push(await labelOf(order, shared));
  return contents;
}

/** What every label of one print shares: who asks, the texts, the account's name, payments and places. */
type LabelShared = {
  db: Database;
  request: WaybillRequest;
  texts: ReturnType<typeof waybillTexts>;
  account: string | null | undefined;
  payments: Awaited<ReturnType<typeof getOrdersPayments>>;
  placeOf: (address: Address) => string;
};

/** One order's label. */
async function labelOf(order: OrderRow, shared: LabelShared): Promise<WaybillContent> {
  const { request, texts } = shared;
  const route = await routeOf({ db: shared.db, language: request.language }, order);
  const payment = shared.payments.get(order.id);
  const toCollect = payment?.method === 'cash' && payment.status === 'PENDING';
  const sender = order.sender as Address;
  const receiver = order.receiver as Address;
  return {
    code: order.code,
    trackingUrl: `${request.webUrl}/tracking/${order.code}`,
    createdAt: formatVietnamTime(order.createdAt, request.language),
    service: texts.services[serviceOfTier(order.tier)],
    sender: {
      name: shared.account ?? sender.personName,
      phone: formatPhone(sender.prefixPhone, sender.phone),
      address: shared.placeOf(sender),
    },
    receiver: {
      name: receiver.personName,
      phone: formatPhone(receiver.prefixPhone, receiver.phone),
      address: shared.placeOf(receiver),
    },
    // What sorts the parcel at a glance: the airports it flies between, or the provinces it crosses.
    route: route.flight
      ? `${route.flight.origin} → ${route.flight.destination}`
      : `${route.origin.provinceName} → ${route.destination.provinceName}`,
    flight: route.flight ? route.flight.flightNumber : null,
    contents: textIn((order.product as { name: Record<string, string> }).name, request.language),
    pieces: String(pieceCount(order.dimension)),
    weight: `${chargedKg(order).toLocaleString(request.language)} kg`,
    payment: toCollect
      ? `${texts.toCollect}: ${formatMoney(order.total, order.currency, request.language)}`
      : texts.paid,
    note: order.note,
    texts,
  };
}

/** The weight charged: the hub's measurement once the security check has weighed it. */
function chargedKg(order: OrderRow): number {
  return kilogramsOf(order.chargeableWeightG);
}
