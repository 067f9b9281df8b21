import { z } from 'zod';

/*
 * Webhooks (issue 36), after Standard Webhooks 1.0: a business account names endpoints and the
 * events each wants; every event is signed (`webhook-id`, `webhook-timestamp`, `webhook-signature`)
 * and delivered at least once, with its deliveries kept for the portal's log.
 */

/** The events an endpoint may subscribe to. `webhook.test` is only ever sent by "Send test event". */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.fee_adjusted',
  'order.cancelled',
  'order.delivered',
  'payment.succeeded',
  'payment.refunded',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 120;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Endpoints per account: enough for a shop's systems, few enough that one event is not a flood. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** Why an endpoint stopped receiving: it answered 410 Gone, or every attempt failed for days. */
export const WEBHOOK_DISABLED_REASONS = ['GONE', 'FAILING'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'validation_invalid' }), { error: 'validation_webhook_events' })
  .min(1, { error: 'validation_webhook_events' })
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

const urlField = z
  .string({ error: 'validation_required' })
  .trim()
  .min(1, { error: 'validation_required' })
  .max(WEBHOOK_URL_MAX_LENGTH, { error: 'validation_max_length' })
  .pipe(z.url({ protocol: /^https?$/, error: 'validation_webhook_url' }));

const descriptionField = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, { error: 'validation_max_length' });

/** `POST /v1/webhooks/endpoints`. */
export const createWebhookEndpointRequestSchema = z.object({
  url: urlField,
  description: descriptionField.default(''),
  events: eventsField,
});
export type CreateWebhookEndpointRequest = z.input<typeof createWebhookEndpointRequestSchema>;

/** `PATCH /v1/webhooks/endpoints/{id}`: any of its parts; `enabled: true` turns a disabled endpoint back on. */
export const updateWebhookEndpointRequestSchema = z.object({
  url: urlField.optional(),
  description: descriptionField.optional(),
  events: eventsField.optional(),
  enabled: z.boolean({ error: 'validation_invalid' }).optional(),
});
export type UpdateWebhookEndpointRequest = z.input<typeof updateWebhookEndpointRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: z.string(),
  /** When it stopped receiving, and why; null while it receives. */
  disabledAt: z.string().nullable(),
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  /** Until when the secret before the last rotation still signs beside the new one. */
  previousSecretExpiresAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Creating an endpoint and rotating its secret answer the signing secret (`whsec_…`) this once. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

export const webhookEndpointParamsSchema = z.object({ id: z.uuid({ error: 'validation_invalid' }) });

/** One event's delivery to one endpoint, as the log shows it: its latest attempt and the next. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The event's id: the `webhook-id` header of every attempt, for the receiver to skip repeats. */
  eventId: z.string(),
  eventType: z.string(),
  createdAt: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status; null when it never answered (`lastError` says why). */
  lastStatusCode: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  /** TIMEOUT, CONNECTION, ADDRESS_REFUSED or REDIRECT; null when it answered. */
  lastError: z.string().nullable(),
  /** The start of its answer, at most 500 characters. */
  lastResponse: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookDeliveryParamsSchema = z.object({
  id: z.uuid({ error: 'validation_invalid' }),
  deliveryId: z.uuid({ error: 'validation_invalid' }),
});
