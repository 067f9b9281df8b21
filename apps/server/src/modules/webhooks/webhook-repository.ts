import { and, count, desc, eq, isNull, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/webhooks.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const ownEndpoint = (userId: string, id: string) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.deletedAt));

export async function insertEndpoint(db: Database, endpoint: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(endpoint).returning();
  return row;
}

/** The account's endpoints not removed, oldest first (the order they were added in). */
export function findEndpointsOf(db: Database, userId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(webhookEndpoints.createdAt);
}

export async function countEndpointsOf(tx: Tx, userId: string): Promise<number> {
  // The account's row lock keeps two endpoints created at once from both passing the count.
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
  const [row] = await tx
    .select({ total: count() })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.deletedAt)));
  return row?.total ?? 0;
}

export async function findEndpoint(db: Database, userId: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(ownEndpoint(userId, id));
  return row;
}

/** Changes the account's endpoint; undefined when it has no such endpoint. */
export async function updateEndpoint(
  db: Database,
  userId: string,
  id: string,
  changes: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | undefined> {
  const [row] = await db.update(webhookEndpoints).set(changes).where(ownEndpoint(userId, id)).returning();
  return row;
}

/** Stops an endpoint receiving (410 Gone, or failing for days); false when it already was. */
export async function disableEndpoint(tx: Tx, id: string, reason: 'GONE' | 'FAILING', now: Date): Promise<boolean> {
  const rows = await tx
    .update(webhookEndpoints)
    .set({ disabledAt: now, disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.disabledAt)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** A claimed delivery with what sending it needs: its endpoint and its event. */
export type ClaimedDelivery = {
  id: string;
  attempt: number;
  endpointId: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  language: string;
  eventId: string;
  eventType: string;
  userId: string;
  orderId: string | null;
  facts: Record<string, unknown>;
  occurredAt: Date;
  body: string | null;
};

/**
 * Claims up to `limit` due deliveries of live endpoints (FOR UPDATE SKIP LOCKED: two processes never
 * take the same one) and moves each a lease ahead: if this process dies mid-attempt, the delivery is
 * due again when the lease ends, with the same event id. Each claim counts an attempt.
 */
export async function claimDueDeliveries(db: Database, now: Date, leaseSeconds: number, limit: number) {
  const result = (await db.execute(sql`
    with due as (
      select d.id from webhook_deliveries d
      join webhook_endpoints e on e.id = d.endpoint_id
      where d.status = 'PENDING' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
        and e.disabled_at is null and e.deleted_at is null
      order by d.next_attempt_at
      limit ${limit}
      for update of d skip locked
    )
    update webhook_deliveries d
    set attempts = d.attempts + 1,
        next_attempt_at = ${now.toISOString()}::timestamptz + ${leaseSeconds} * interval '1 second'
    from due, webhook_endpoints e, webhook_events ev
    where d.id = due.id and e.id = d.endpoint_id and ev.id = d.event_id
    returning d.id, d.attempts, d.endpoint_id, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at,
      e.language, ev.id as event_id, ev.type, ev.user_id, ev.order_id, ev.facts, ev.occurred_at, ev.body`)) as {
    rows: {
      id: string;
      attempts: number;
      endpoint_id: string;
      url: string;
      secret: string;
      previous_secret: string | null;
      previous_secret_expires_at: string | null;
      language: string;
      event_id: string;
      type: string;
      user_id: string;
      order_id: string | null;
      facts: Record<string, unknown>;
      occurred_at: string;
      body: string | null;
    }[];
  };
  return result.rows.map(
    (row): ClaimedDelivery => ({
      id: row.id,
      attempt: Number(row.attempts),
      endpointId: row.endpoint_id,
      url: row.url,
      secret: row.secret,
      previousSecret: row.previous_secret,
      previousSecretExpiresAt: row.previous_secret_expires_at ? new Date(row.previous_secret_expires_at) : null,
      language: row.language,
      eventId: row.event_id,
      eventType: row.type,
      userId: row.user_id,
      orderId: row.order_id,
      facts: row.facts,
      occurredAt: new Date(row.occurred_at),
      body: row.body,
    }),
  );
}

/**
 * The event's body, fixed at its first attempt: the first one written wins, so every attempt and
 * every endpoint of an event gets the same bytes (and signature input) even when two processes
 * made it at once.
 */
export async function fixEventBody(db: Database, eventId: string, body: string): Promise<string> {
  const [row] = await db
    .update(webhookEvents)
    .set({ body: sql`coalesce(${webhookEvents.body}, ${body})` })
    .where(eq(webhookEvents.id, eventId))
    .returning({ body: webhookEvents.body });
  return row?.body ?? body;
}

export function insertAttempt(tx: Tx, attempt: typeof webhookAttempts.$inferInsert) {
  return tx.insert(webhookAttempts).values(attempt);
}

/**
 * Writes an attempt's outcome on its delivery, unless the delivery was claimed again meanwhile (its
 * lease ran out while this attempt waited): then the newer attempt owns it. Answers whether it did.
 */
export async function settleDelivery(
  tx: Tx,
  claim: { id: string; attempt: number },
  outcome: Partial<typeof webhookDeliveries.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set(outcome)
    .where(
      and(
        eq(webhookDeliveries.id, claim.id),
        eq(webhookDeliveries.attempts, claim.attempt),
        eq(webhookDeliveries.status, 'PENDING'),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** An endpoint's latest deliveries with their event's type, newest first. */
export function findDeliveriesOf(db: Database, endpointId: string, limit: number) {
  return db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
}

/** Sends a delivery again now, as a new series of attempts with the same event id; undefined when it is not the endpoint's. */
export async function requeueDelivery(db: Database, endpointId: string, deliveryId: string, now: Date) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning();
  return row;
}

/** A test event for one endpoint only, due at once. */
export async function insertTestEvent(
  db: Database,
  event: { id: string; userId: string; type: string; facts: Record<string, unknown>; endpointId: string; now: Date },
) {
  return inTransaction(db, async (tx) => {
    await tx.insert(webhookEvents).values({
      id: event.id,
      userId: event.userId,
      type: event.type,
      facts: event.facts,
      occurredAt: event.now,
    });
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ eventId: event.id, endpointId: event.endpointId, nextAttemptAt: event.now, createdAt: event.now })
      .returning();
    // The event's id as the notice's payload: a notice without one is not passed on (reference-changes.ts).
    await tx.execute(sql`select pg_notify('webhook_deliveries', ${event.id})`);
    return delivery;
  });
}

/**
 * The deliveries due to live endpoints and the oldest one's creation (/metrics): what the dispatcher
 * owes now. Those of a disabled or removed endpoint wait for no one and are not counted.
 */
export async function deliveryQueue(db: Database, now: Date) {
  const [row] = await db
    .select({ depth: count(), oldest: min(webhookDeliveries.createdAt) })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'PENDING'),
        lte(webhookDeliveries.nextAttemptAt, now),
        isNull(webhookEndpoints.disabledAt),
        isNull(webhookEndpoints.deletedAt),
      ),
    );
  return { depth: row?.depth ?? 0, oldest: row?.oldest ?? null };
}

/** One of an endpoint's deliveries with its event's type; undefined when it is not the endpoint's. */
export async function findDelivery(db: Database, endpointId: string, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}
