import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENT_TYPES,
} from '@skyparcel/domain/webhook-contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A business account's webhook endpoints (issue 36). The signing secret must be read to sign, so it
 * is kept as is (like an SMTP password); it is shown to its owner only when made.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types', { enum: WEBHOOK_EVENT_TYPES }).array().notNull(),
    /** The language of the order views in its events: the one its creator used. */
    language: text('language').notNull(),
    secret: text('secret').notNull(),
    /** The secret before the last rotation: it signs beside the new one until it expires. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason', { enum: WEBHOOK_DISABLED_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null once removed: its deliveries stay in the log, nothing new is sent to it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The outbox trigger's question for every change: which live endpoints of this account want it.
    index('webhook_endpoints_user_idx').on(t.userId).where(sql`${t.deletedAt} is null`),
    check('webhook_endpoints_events_not_empty', sql`cardinality(${t.eventTypes}) > 0`),
  ],
);

/**
 * The outbox: each event, written by a trigger in the transaction of the change that causes it
 * (migration 0039), and only when one of the account's endpoints wants it. `facts` are fixed then;
 * `body` is the JSON sent, made at its first attempt (with the order as it then stands) and sent
 * byte for byte on every retry.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** `msg_…`: the `webhook-id` header. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    orderId: uuid('order_id'),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    body: text('body'),
  },
  (t) => [index('webhook_events_user_idx').on(t.userId, t.occurredAt)],
);

/** One event to one endpoint: retried on its schedule until the endpoint answers 2xx or the schedule ends. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    /** Attempts started (each claim counts one, so an attempt cut off by a crash still counts). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When it is next due; a claim moves it a lease ahead, so an attempt whose process died is
     * taken again once the lease ends. '-infinity' when new: due whatever a test's clock says.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastError: text('last_error'),
    lastResponse: text('last_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('webhook_deliveries_event_endpoint_unique').on(t.eventId, t.endpointId),
    // The dispatcher's claim: the pending ones, soonest due first.
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    // The portal's log of an endpoint, newest first.
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
  ],
);

/** Every attempt of a delivery, for the log: append-only. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
    response: text('response'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
