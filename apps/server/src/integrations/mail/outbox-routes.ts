import { successSchema } from '@skyparcel/domain/api-envelope';
import { outboxMailSchema, outboxQuerySchema } from '@skyparcel/domain/mail-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { isFromThisMachine } from '../../http/from-this-machine.ts';
import { answers } from '../../http/route-schemas.ts';
import { listOutboxMail } from './outbox-repository.ts';

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
