import { auditPageSchema, auditQuerySchema } from '@skyparcel/domain/audit-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { listAudit } from './audit-log.ts';

/**
 * The audit viewer's calls (issue 39): admins only (a hub clerk is 403 ADMIN_ONLY, a customer 403
 * STAFF_ONLY), as reading what every colleague did is oversight, not a clerk's daily work.
 */
export async function auditRoutes(app: FastifyInstance) {
  const adminCalls = customerCalls(app, ['operations'], { adminOnly: true });

  adminCalls.get(
    '/ops/v1/audit',
    {
      description:
        'Admins only. What staff changed, newest first, 50 to a page: each change with who made it, when, the ' +
        'order it concerned (null for a setting) and its request, each field named in the reader language. ' +
        'Narrowed by an order code (unknown: 404 ORDER_NOT_FOUND), a staff member, an action and Vietnamese days ' +
        '(fromDate and toDate included). Pass nextBefore as before for the next page.',
      query: auditQuerySchema,
      answer: auditPageSchema,
    },
    listAudit,
  );
}
