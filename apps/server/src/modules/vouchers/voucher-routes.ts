import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { checkVoucher, listUsableVouchers } from './check-voucher.ts';

const tags = ['vouchers'];
const security = [{ bearer: [] }];
const productId = z.coerce.number().int().positive().optional();

export async function voucherRoutes(app: FastifyInstance, options: { clock: () => Date }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = (request: FastifyRequest) => ({
    db: app.db,
    userId: request.user.id,
    language: requestLanguage(request),
    now: options.clock(),
  });

  api.get(
    '/v1/vouchers',
    {
      schema: {
        tags,
        security,
        description: 'Vouchers the customer can use now (optionally for a product).',
        querystring: z.object({ productId, originId: z.unknown().optional(), destinationId: z.unknown().optional() }),
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await listUsableVouchers(contextOf(request), request.query.productId)),
  );

  api.get(
    '/v1/voucher/check',
    {
      schema: {
        tags,
        security,
        description:
          'data.res is VOUCHER_GOOD_GOOD when usable, else VOUCHER_INCORRECT, VOUCHER_OUTDATED, VOUCHER_REACH_LIMIT, ' +
          'VOUCHER_NOT_START, VOUCHER_REACH_LIMIT_DAILY or VOUCHER_REACH_LIMIT_CUSTOMER; data.message says it.',
        querystring: z.object({
          code: z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(40),
          productId,
        }),
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(await checkVoucher(contextOf(request), request.query.code, request.query.productId)),
  );
}
