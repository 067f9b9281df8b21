import {
  failedRefundListSchema,
  refundParamsSchema,
  resolveRefundRequestSchema,
  staffRefundSchema,
} from '@skyparcel/domain/refund-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { listFailedRefunds, resolveRefund } from './resolve-refund.ts';

/**
 * Gateway refunds the gateway kept refusing, for an admin to resolve: money decisions (issue 39; a
 * customer's token is 403 STAFF_ONLY, a hub clerk's 403 ADMIN_ONLY).
 */
export async function refundRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['operations'], { adminOnly: true });

  calls.get(
    '/ops/v1/refunds/failed',
    {
      description:
        'Admins only. Gateway refunds given up on after 12 refused attempts (about 40 hours, the wait doubling ' +
        'from 5 minutes to at most 6 hours), oldest first, with their order. Each was also logged at error level.',
      answer: failedRefundListSchema,
    },
    listFailedRefunds,
  );

  calls.post(
    '/ops/v1/refunds/:id/resolve',
    {
      description:
        'Admins only. Resolves a failed refund: RETRY sends it to the gateway again at once, counting from the ' +
        'first try; PAID_OUTSIDE records that the money went back another way (the note says how). A refund ' +
        'that is not FAILED is 409 REFUND_NOT_FAILED, an unknown one 404. Audited.',
      params: refundParamsSchema,
      body: resolveRefundRequestSchema,
      answer: staffRefundSchema,
    },
    resolveRefund,
  );
}
