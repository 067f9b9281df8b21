import {
  createWebhookEndpointRequestSchema,
  updateWebhookEndpointRequestSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@skyparcel/domain/webhook-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import {
  changeEndpoint,
  createEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  removeEndpoint,
  rotateSecret,
  sendTestEvent,
} from './webhook-endpoints.ts';

const BUSINESS_ONLY = 'A personal account is 403 WEBHOOKS_BUSINESS_ONLY.';
const NOT_FOUND = 'Another account’s endpoint, like an unknown one, is 404 WEBHOOK_ENDPOINT_NOT_FOUND.';

/** A business account's webhook endpoints and their delivery log: the portal, or a key with `webhooks:manage`. */
export async function webhookRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['webhooks']);
  const apiKeyScope = 'webhooks:manage' as const;

  calls.get(
    '/v1/webhooks/endpoints',
    {
      description: `The account’s webhook endpoints, oldest first; never their secrets. ${BUSINESS_ONLY}`,
      answer: webhookEndpointListSchema,
      apiKeyScope,
    },
    listEndpoints,
  );

  calls.post(
    '/v1/webhooks/endpoints',
    {
      description:
        'A new endpoint: its URL (https://, reaching a public address), a description and the events it wants. ' +
        'The answer holds its signing secret (`whsec_…`) this once. At most 10 per account (409 ' +
        `WEBHOOK_ENDPOINTS_LIMIT). ${BUSINESS_ONLY}`,
      body: createWebhookEndpointRequestSchema,
      answer: webhookEndpointWithSecretSchema,
      status: 201,
      apiKeyScope,
    },
    createEndpoint,
  );

  calls.patch(
    '/v1/webhooks/endpoints/:id',
    {
      description: `Changes an endpoint’s URL, description or events; \`enabled: true\` turns a disabled one back on and its pending events go out. ${NOT_FOUND}`,
      params: webhookEndpointParamsSchema,
      body: updateWebhookEndpointRequestSchema,
      answer: webhookEndpointSchema,
      apiKeyScope,
    },
    changeEndpoint,
  );

  calls.delete(
    '/v1/webhooks/endpoints/:id',
    {
      description: `Removes an endpoint: nothing more is sent to it. ${NOT_FOUND}`,
      params: webhookEndpointParamsSchema,
      answer: webhookEndpointSchema,
      apiKeyScope,
    },
    removeEndpoint,
  );

  calls.post(
    '/v1/webhooks/endpoints/:id/rotate-secret',
    {
      description:
        'A new signing secret, answered this once; the previous one keeps signing beside it for 24 hours ' +
        `(two signatures in \`webhook-signature\`). ${NOT_FOUND}`,
      params: webhookEndpointParamsSchema,
      answer: webhookEndpointWithSecretSchema,
      apiKeyScope,
    },
    rotateSecret,
  );

  calls.get(
    '/v1/webhooks/endpoints/:id/deliveries',
    {
      description: `The endpoint’s latest 50 deliveries, newest first: event, attempts, last status, latency and next retry. ${NOT_FOUND}`,
      params: webhookEndpointParamsSchema,
      answer: webhookDeliveryListSchema,
      apiKeyScope,
    },
    listDeliveries,
  );

  calls.post(
    '/v1/webhooks/endpoints/:id/test',
    {
      description: `Sends a \`webhook.test\` event to this endpoint alone, at once. ${NOT_FOUND}`,
      params: webhookEndpointParamsSchema,
      answer: webhookDeliverySchema,
      status: 201,
      apiKeyScope,
    },
    sendTestEvent,
  );

  calls.post(
    '/v1/webhooks/endpoints/:id/deliveries/:deliveryId/redeliver',
    {
      description:
        'Sends a delivery again now, with the same `webhook-id`, as a new series of attempts. Another ' +
        'endpoint’s delivery is 404 WEBHOOK_DELIVERY_NOT_FOUND.',
      params: webhookDeliveryParamsSchema,
      answer: webhookDeliverySchema,
      apiKeyScope,
    },
    redeliver,
  );
}
