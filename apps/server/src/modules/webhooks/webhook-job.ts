import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { runEvery } from '../../lib/run-every.ts';
import { deliverDueWebhooks, type WebhookDelivery } from './deliver-webhooks.ts';
import { deliveryQueue } from './webhook-repository.ts';

/** The claim size of one dispatcher pass (deliver-webhooks.ts): a full pass means more may wait. */
const PASS = 20;

/**
 * The webhook dispatcher of this process: woken at once by the outbox's notice (every process hears
 * it at commit; SKIP LOCKED shares the work), and every `intervalSeconds` for retries falling due
 * and for a notice missed while the listener reconnected.
 */
export function startWebhookDelivery(
  app: FastifyInstance,
  deps: WebhookDelivery,
  options: { intervalSeconds: number; listen: DatabaseHandle['listen'] },
) {
  const job = runEvery(app, {
    name: 'webhook delivery',
    intervalSeconds: options.intervalSeconds,
    run: async (now) => {
      while ((await deliverDueWebhooks(deps, now)) === PASS) {
        // A full pass: claim the next at once rather than at the next notice.
      }
    },
  });
  const listener = options.listen({
    channels: { webhook_deliveries: () => job.wake() },
    onListening: () => job.wake(),
  });
  app.addHook('onClose', () => listener.stop());
}

/** Deliveries due and not yet sent, and how long the oldest has waited, on /metrics in every process. */
export function watchWebhookQueue(app: FastifyInstance) {
  app.metrics.watchQueue('webhook_deliveries', () => deliveryQueue(app.db, app.auth.clock()));
}
