import { successSchema } from '@skyparcel/domain/api-envelope';
import { outboxMailSchema, outboxQuerySchema } from '@skyparcel/domain/mail-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { answers } from '../../http/route-schemas.ts';
import { listOutboxMail } from './outbox-repository.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers by which proxies and CDNs pass a request on (nginx's `X-Real-IP` among them): any of them
 * means the loopback peer is a proxy on this machine, relaying someone else.
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
];

/**
 * Whether the caller sits on this machine: the connection's own peer (not the client address a
 * proxy claims) is loopback, and the request carries no header a proxy adds.
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  const isForwarded = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !isForwarded;
}

/**
 * The outbox for people running the demo and for the browser tests: registered only outside
 * production with the outbox transport, answering only this machine (others get 404), because
 * the mail holds live reset links.
 */
export async function outboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/mail-outbox',
    {
      schema: {
        tags: ['dev'],
        description:
          'Mail kept instead of sent (no SMTP_URL), newest first. Outside production, from this machine only.',
        querystring: outboxQuerySchema,
        response: answers(successSchema(z.array(outboxMailSchema))),
      },
      onRequest: async (request) => {
        if (!isFromThisMachine(request)) throw new AppError('NOT_FOUND');
      },
    },
    async (request) => {
      const mail = await listOutboxMail(request.server.db, request.query);
      return ok(mail.map(({ html: _, ...rest }) => ({ ...rest, createdAt: rest.createdAt.toISOString() })));
    },
  );
}
