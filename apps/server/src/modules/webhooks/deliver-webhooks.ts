import type { Language } from '@skyparcel/domain/locale';
import { orderDetailSchema } from '@skyparcel/domain/order-history-contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { wireFormOf } from '../../http/wire-format.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { findAccountById } from '../account/account-credentials.ts';
import { getOrderDetail } from '../orders/order-history.ts';
import type { PaymentSetup } from '../payments/payment-setup.ts';
import { endpointDisabledMail } from './endpoint-disabled-mail.ts';
import { nextAttemptAfter } from './retry-schedule.ts';
import { type AttemptResult, sendWebhook } from './send-webhook.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  disableEndpoint,
  fixEventBody,
  insertAttempt,
  settleDelivery,
} from './webhook-repository.ts';

/** What delivering needs from the app; tests set the timeout and the jitter. */
export type WebhookDelivery = {
  db: Database;
  payments: PaymentSetup;
  mailer: Mailer;
  log: FastifyBaseLogger;
  allowPrivateTargets: boolean;
  timeoutMs?: number;
  random?: () => number;
};

/** The app's parts delivering needs. */
export function webhookDeliveryOf(app: FastifyInstance): WebhookDelivery {
  return {
    db: app.db,
    payments: app.payments,
    mailer: app.mailer,
    log: app.log,
    allowPrivateTargets: app.config.webhookPrivateTargets,
  };
}

/** Deliveries one turn claims; each goes out at once, beside the others. */
const BATCH = 20;
/** Longer than an attempt's timeout: a claimed delivery whose process died is taken again after it. */
export const LEASE_SECONDS = 30;

/**
 * One turn of the dispatcher: claims the due deliveries (SKIP LOCKED, so each attempt goes out from
 * one process), sends each, and records its outcome. Answers how many it attempted.
 */
export async function deliverDueWebhooks(deps: WebhookDelivery, now: Date): Promise<number> {
  const claimed = await claimDueDeliveries(deps.db, now, LEASE_SECONDS, BATCH);
  const outcomes = await Promise.allSettled(claimed.map((claim) => deliverOne(deps, claim, now)));
  for (const outcome of outcomes) {
    // Left claimed: it is tried again when its lease ends.
    if (outcome.status === 'rejected') deps.log.error({ err: outcome.reason }, 'webhook delivery failed');
  }
  return claimed.length;
}

async function deliverOne(deps: WebhookDelivery, claim: ClaimedDelivery, now: Date): Promise<void> {
  const body = claim.body ?? (await fixEventBody(deps.db, claim.eventId, await eventBody(deps, claim, now)));
  const result = await sendWebhook(
    {
      url: claim.url,
      secrets: signingSecrets(claim, now),
      allowPrivate: deps.allowPrivateTargets,
      timeoutMs: deps.timeoutMs,
    },
    { id: claim.eventId, timestamp: now, body },
  );
  await recordOutcome(deps, claim, result, now);
}

/** The endpoint's secret, and the one before it while it still signs (24 h after a rotation). */
function signingSecrets(claim: ClaimedDelivery, now: Date): string[] {
  const previousSigns = claim.previousSecret && claim.previousSecretExpiresAt && claim.previousSecretExpiresAt > now;
  return previousSigns && claim.previousSecret ? [claim.secret, claim.previousSecret] : [claim.secret];
}

/**
 * `{type, timestamp, data}` in the API's wire format: the facts fixed at the change, and for an
 * event about an order, the order as `GET /v1/order/detail/{id}` shows it at the first attempt.
 */
async function eventBody(deps: WebhookDelivery, claim: ClaimedDelivery, now: Date): Promise<string> {
  const order = claim.orderId
    ? await getOrderDetail({
        db: deps.db,
        payments: deps.payments,
        userId: claim.userId,
        input: { id: claim.orderId },
        language: claim.language as Language,
        now,
      })
    : null;
  const data = order ? { ...claim.facts, order: wireFormOf(orderDetailSchema, order) } : claim.facts;
  return JSON.stringify({ type: claim.eventType, timestamp: claim.occurredAt.toISOString(), data });
}

const isSuccess = (result: AttemptResult) =>
  result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

/**
 * The attempt in the log, and the delivery done, retried later or given up. A 410 Gone disables the
 * endpoint at once; a delivery whose schedule ran out (3 days of failures) disables it too, and the
 * account is mailed either way.
 */
async function recordOutcome(deps: WebhookDelivery, claim: ClaimedDelivery, result: AttemptResult, now: Date) {
  const gone = result.statusCode === 410;
  const succeeded = isSuccess(result);
  const next = succeeded || gone ? null : nextAttemptAfter(claim.attempt, now, deps.random);
  const status = succeeded ? 'SUCCEEDED' : next ? 'PENDING' : 'FAILED';
  const disableReason = gone ? 'GONE' : status === 'FAILED' ? 'FAILING' : null;
  const disabled = await inTransaction(deps.db, async (tx) => {
    await insertAttempt(tx, {
      deliveryId: claim.id,
      attempt: claim.attempt,
      attemptedAt: now,
      statusCode: result.statusCode,
      latencyMs: result.latencyMs,
      error: result.error,
      response: result.response,
    });
    const settled = await settleDelivery(tx, claim, {
      status,
      nextAttemptAt: next,
      lastAttemptAt: now,
      lastStatusCode: result.statusCode,
      lastLatencyMs: result.latencyMs,
      lastError: result.error,
      lastResponse: result.response,
    });
    return settled && disableReason !== null && (await disableEndpoint(tx, claim.endpointId, disableReason, now));
  });
  if (disabled && disableReason) await mailDisabled(deps, claim, disableReason);
}

async function mailDisabled(deps: WebhookDelivery, claim: ClaimedDelivery, reason: 'GONE' | 'FAILING') {
  const account = await findAccountById(deps.db, claim.userId);
  if (!account?.email) return;
  const mail = endpointDisabledMail(
    { email: account.email, name: account.name ?? account.companyName },
    { url: claim.url, reason, language: claim.language as Language },
  );
  // The endpoint stays disabled whether or not the mail goes: the portal shows it too.
  await deps.mailer.send(mail).catch((error) => deps.log.warn({ err: error }, 'webhook disabled mail not sent'));
}
