/*
 * A shop's receiver of SkyParcel webhooks: checks each delivery's signature with the `standardwebhooks`
 * library (Standard Webhooks 1.0), skips an event it has already handled (retries and redeliveries keep
 * their `webhook-id`), and answers at once.
 *
 *   SKYPARCEL_WEBHOOK_SECRET=whsec_… PORT=4000 node --import tsx examples/webhook-receiver.ts
 *
 * Add the endpoint (http://localhost:4000/ on a local install) on the portal's API keys page, copy the
 * secret it shows once, and press "Send test event".
 */
import { createServer } from 'node:http';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

const secret = process.env.SKYPARCEL_WEBHOOK_SECRET;
if (!secret) throw new Error('Set SKYPARCEL_WEBHOOK_SECRET to the endpoint’s secret (whsec_…)');
const webhook = new Webhook(secret);
/** A real receiver keeps these in its database, in the same transaction as what it does with the event. */
const handled = new Set<string>();

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      const event = webhook.verify(body, request.headers as Record<string, string>) as {
        type: string;
        data: { order_id?: string; step?: string };
      };
      const id = String(request.headers['webhook-id']);
      if (!handled.has(id)) {
        handled.add(id);
        console.log(`${id} ${event.type}`, event.data.order_id ?? '', event.data.step ?? '');
      }
      response.writeHead(204).end();
    } catch (error) {
      // A wrong signature or a stale timestamp (older than 5 minutes): not from SkyParcel, or replayed.
      if (!(error instanceof WebhookVerificationError)) throw error;
      response.writeHead(400).end('invalid signature');
    }
  });
});

server.listen(Number(process.env.PORT ?? 4000), () => console.log(`listening on ${process.env.PORT ?? 4000}`));
