import {
  canFollow,
  nextStepOfKind,
  statusOfStep,
  type TrackingEventKind,
  type TrackingStep,
} from '@skyparcel/domain/tracking-rules';
import { placeholderRow, type StatementPart } from '../../db/prepared.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import {
  appendOrderEvent,
  lockOrderJourney,
  type NewOrderEvent,
  orderEventStatement,
  setOrderStatus,
} from './order-repository.ts';

export type OrderStep = Omit<NewOrderEvent, 'step'> & { step: TrackingStep };
export type JourneyOrder = NonNullable<Awaited<ReturnType<typeof lockOrderJourney>>>;

/**
 * Appends a step to an order's journey and moves its status with it, under the order's row lock,
 * inside the caller's transaction. A step that may not follow the latest one (tracking-rules.ts)
 * answers undefined and changes nothing; callers that must succeed use recordOrderStep.
 */
export async function tryRecordOrderStep(tx: Tx, step: OrderStep): Promise<JourneyOrder | undefined> {
  const order = await lockOrderJourney(tx, step.orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (!order.latestStep || !canFollow(order.latestStep, step.step)) return undefined;
  await appendOrderEvent(tx, step);
  const status = statusOfStep(step.step);
  if (status !== order.status) await setOrderStatus(tx, step.orderId, status);
  return { ...order, status, latestStep: step.step };
}

/** As tryRecordOrderStep, refusing a step out of order with TRACKING_STEP_NOT_ALLOWED (409). */
export async function recordOrderStep(tx: Tx, step: OrderStep): Promise<JourneyOrder> {
  const recorded = await tryRecordOrderStep(tx, step);
  if (recorded) return recorded;
  const current = await lockOrderJourney(tx, step.orderId);
  throw new AppError('TRACKING_STEP_NOT_ALLOWED', { params: { from: current?.latestStep ?? '-' } });
}

/**
 * Operations scan an event kind, not a step: the step is the one of that kind that may follow the
 * order's latest (a driver assigned at pick-up or at delivery), decided under the order's lock.
 */
export async function recordOrderEventOfKind(
  tx: Tx,
  event: Omit<OrderStep, 'step'> & { kind: TrackingEventKind },
): Promise<JourneyOrder> {
  const { kind, ...details } = event;
  const order = await lockOrderJourney(tx, event.orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const step = order.latestStep ? nextStepOfKind(order.latestStep, kind) : undefined;
  if (!step) throw new AppError('TRACKING_STEP_NOT_ALLOWED', { params: { from: order.latestStep ?? '-' } });
  return recordOrderStep(tx, { ...details, step });
}

/** The first step of a new order's journey, written with the order itself (insertOrder's CTE). */
export function startOrderJourney(orderId: string, createdAt: Date): StatementPart {
  const { placeholders, values } = placeholderRow('journey_', { orderId, occurredAt: createdAt.toISOString() });
  return { name: 'journey', build: () => orderEventStatement({ ...placeholders, step: 'CREATED' }), values };
}
