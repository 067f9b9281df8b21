import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@skyparcel/domain/webhook-contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { isBusinessAccount } from '../account/account-credentials.ts';
import { checkTarget, TargetRefused } from './safe-target.ts';
import {
  countEndpointsOf,
  type DeliveryRow,
  type EndpointRow,
  findDeliveriesOf,
  findDelivery,
  findEndpoint,
  findEndpointsOf,
  insertEndpoint,
  insertTestEvent,
  requeueDelivery,
  updateEndpoint,
} from './webhook-repository.ts';

/** How long the secret before a rotation still signs beside the new one. */
const PREVIOUS_SECRET_HOURS = 24;
/** Deliveries the log shows per endpoint. */
const LOG_LENGTH = 50;

/** Whether a request's configuration allows private targets: the app's own setting. */
const allowsPrivate = (request: FastifyRequest) => request.server.config.webhookPrivateTargets;

/** `whsec_` and 24 random bytes in base64, the form Standard Webhooks libraries read. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

function toView(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.eventTypes,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
  };
}

function toDeliveryView({ delivery, eventType }: { delivery: DeliveryRow; eventType: string }): WebhookDelivery {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType,
    createdAt: delivery.createdAt.toISOString(),
    status: delivery.status,
    attempts: delivery.attempts,
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    lastStatusCode: delivery.lastStatusCode,
    lastLatencyMs: delivery.lastLatencyMs,
    lastError: delivery.lastError,
    lastResponse: delivery.lastResponse,
    nextAttemptAt: delivery.status === 'PENDING' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
  };
}

async function requireBusinessAccount(db: Database, userId: string) {
  if (!(await isBusinessAccount(db, userId))) throw new AppError('WEBHOOKS_BUSINESS_ONLY');
}

/** The URL as a field error its owner can act on: not https, or not reachable from the internet. */
async function checkUrl(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await checkTarget(new URL(url), allowPrivate);
  } catch (error) {
    if (!(error instanceof TargetRefused)) throw error;
    const code = error.reason === 'SCHEME' ? 'validation_webhook_url' : 'validation_webhook_url_public';
    throw AppError.validation([{ field: 'url', code }]);
  }
}

async function ownEndpoint(call: CallContext<{ id: string }>): Promise<EndpointRow> {
  await requireBusinessAccount(call.db, call.userId);
  const row = await findEndpoint(call.db, call.userId, call.input.id);
  if (!row) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return row;
}

/** `GET /v1/webhooks/endpoints`. */
export async function listEndpoints(call: CallContext): Promise<WebhookEndpointList> {
  await requireBusinessAccount(call.db, call.userId);
  return { endpoints: (await findEndpointsOf(call.db, call.userId)).map(toView) };
}

/** `POST /v1/webhooks/endpoints`: a new endpoint and its signing secret, shown this once. */
export async function createEndpoint(
  call: CallContext<{ url: string; description: string; events: WebhookEventType[] }>,
  request: FastifyRequest,
): Promise<WebhookEndpointWithSecret> {
  await requireBusinessAccount(call.db, call.userId);
  await checkUrl(call.input.url, allowsPrivate(request));
  const secret = newSecret();
  const row = await inTransaction(call.db, async (tx) => {
    if ((await countEndpointsOf(tx, call.userId)) >= WEBHOOK_ENDPOINTS_MAX) {
      throw new AppError('WEBHOOK_ENDPOINTS_LIMIT', { params: { max: WEBHOOK_ENDPOINTS_MAX } });
    }
    return insertEndpoint(tx, {
      userId: call.userId,
      url: call.input.url,
      description: call.input.description,
      eventTypes: call.input.events,
      language: call.language,
      secret,
      createdAt: call.now,
    });
  });
  return { ...toView(row), secret };
}

/** `PATCH /v1/webhooks/endpoints/{id}`: its URL, description or events; `enabled: true` turns it back on. */
export async function changeEndpoint(
  call: CallContext<{ id: string; url?: string; description?: string; events?: WebhookEventType[]; enabled?: boolean }>,
  request: FastifyRequest,
): Promise<WebhookEndpoint> {
  await ownEndpoint(call);
  const { url, description, events, enabled } = call.input;
  if (url !== undefined) await checkUrl(url, allowsPrivate(request));
  const row = await updateEndpoint(call.db, call.userId, call.input.id, {
    url,
    description,
    eventTypes: events,
    ...(enabled === undefined ? {} : enabled ? { disabledAt: null, disabledReason: null } : { disabledAt: call.now }),
  });
  if (!row) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return toView(row);
}

/** `DELETE /v1/webhooks/endpoints/{id}`: nothing more is sent to it; its log stays. */
export async function removeEndpoint(call: CallContext<{ id: string }>): Promise<WebhookEndpoint> {
  await ownEndpoint(call);
  const row = await updateEndpoint(call.db, call.userId, call.input.id, { deletedAt: call.now });
  if (!row) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return toView(row);
}

/**
 * `POST /v1/webhooks/endpoints/{id}/rotate-secret`: a new secret, shown once; the one it replaces
 * keeps signing beside it for 24 hours, so the receiver can switch without missing an event.
 */
export async function rotateSecret(call: CallContext<{ id: string }>): Promise<WebhookEndpointWithSecret> {
  const current = await ownEndpoint(call);
  const secret = newSecret();
  const row = await updateEndpoint(call.db, call.userId, current.id, {
    secret,
    previousSecret: current.secret,
    previousSecretExpiresAt: new Date(call.now.getTime() + PREVIOUS_SECRET_HOURS * 3_600_000),
  });
  if (!row) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return { ...toView(row), secret };
}

/** `GET /v1/webhooks/endpoints/{id}/deliveries`: the latest deliveries, newest first. */
export async function listDeliveries(call: CallContext<{ id: string }>): Promise<WebhookDeliveryList> {
  const endpoint = await ownEndpoint(call);
  return { deliveries: (await findDeliveriesOf(call.db, endpoint.id, LOG_LENGTH)).map(toDeliveryView) };
}

/** `POST /v1/webhooks/endpoints/{id}/test`: a `webhook.test` event to this endpoint alone, sent at once. */
export async function sendTestEvent(call: CallContext<{ id: string }>): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(call);
  const id = `msg_${randomUUID().replaceAll('-', '')}`;
  const delivery = await insertTestEvent(call.db, {
    id,
    userId: call.userId,
    type: WEBHOOK_TEST_EVENT,
    facts: { message: 'A test event from SkyParcel', endpoint_id: endpoint.id },
    endpointId: endpoint.id,
    now: call.now,
  });
  return toDeliveryView({ delivery, eventType: WEBHOOK_TEST_EVENT });
}

/** `POST /v1/webhooks/endpoints/{id}/deliveries/{deliveryId}/redeliver`: sent again now, with the same event id. */
export async function redeliver(call: CallContext<{ id: string; deliveryId: string }>): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(call);
  if (!(await requeueDelivery(call.db, endpoint.id, call.input.deliveryId, call.now))) {
    throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
  }
  const shown = await findDelivery(call.db, endpoint.id, call.input.deliveryId);
  if (!shown) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
  return toDeliveryView(shown);
}
