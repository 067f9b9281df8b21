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
 * Whether the caller sits on this machine: the connection's own peer (not the client address a
 * proxy claims) is loopback, and no proxy forwarded the request.
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  const isForwarded = Boolean(request.headers['x-forwarded-for'] ?? request.headers.forwarded);
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
