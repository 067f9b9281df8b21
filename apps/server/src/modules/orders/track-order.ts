import type { Language } from '@skyparcel/domain/locale';
import type { PublicTracking } from '@skyparcel/domain/order-history-contracts';
import { maskName, maskPhone, PUBLIC_TRACKING_LIMIT, statusDisplayName } from '@skyparcel/domain/tracking-rules';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createAttemptCounter } from '../auth/attempt-counter.ts';
import { toTrackingLine } from './order-history.ts';
import { findOrderByIdOrCode, findOrderEvents } from './order-repository.ts';
import { routeOf } from './order-view.ts';

type Party = { personName: string; phone: string };

export type PublicTrackingCall = { db: Database; code: string; ip: string; language: Language; now: Date };

/**
 * `GET /v1/tracking/{code}`, open to anyone with the code (issue 14, Public tracking): the status,
 * the route's provinces and the journey, names and phone masked. Every lookup counts against the
 * address's limit in the database, so guessing codes across server processes is slowed alike,
 * and an unknown code answers the same not-found as one the caller may not know.
 */
export async function trackOrder(call: PublicTrackingCall): Promise<PublicTracking> {
  const counter = createAttemptCounter(call.db, PUBLIC_TRACKING_LIMIT.windowSeconds, () => call.now);
  await counter.count([{ key: `tracking:${call.ip}`, limit: PUBLIC_TRACKING_LIMIT.lookups }]);
  const order = await findOrderByIdOrCode(call.db, call.code);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const [timeline, route] = await Promise.all([findOrderEvents(call.db, order.id), routeOf(call, order)]);
  const sender = order.sender as Party;
  const receiver = order.receiver as Party;
  return {
    orderId: order.code,
    status: order.status,
    statusName: statusDisplayName(order.status),
    createdAt: order.createdAt.toISOString(),
    minEndTime: order.estDateTime.toISOString(),
    originProvince: route.origin.provinceName,
    destinationProvince: route.destination.provinceName,
    fromName: maskName(sender.personName),
    toName: maskName(receiver.personName),
    toPhone: maskPhone(`0${receiver.phone}`),
    // The customer's own words stay with the customer: public tracking never shows them.
    trackingInfoVenus: timeline.map((event) => ({ ...toTrackingLine(event, call.language), customerNote: null })),
  };
}
