import {
  createVoucherRequestSchema,
  opsVoucherSchema,
  voucherCodeParamsSchema,
} from '@skyparcel/domain/settings-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { customerCalls } from '../../http/customer-calls.ts';
import { createVoucher, endVoucherEarly, listVoucherSettings } from '../vouchers/voucher-settings.ts';
import { auditOperation } from './operations-audit.ts';

/**
 * The vouchers staff keep (issue 39): any staff member reads them, an admin creates one or ends one
 * early (a hub clerk is 403 ADMIN_ONLY, a customer 403 STAFF_ONLY). Each change is audited and the
 * list names who made it.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['operations'], { staffOnly: true });
  const adminCalls = customerCalls(app, ['operations'], { adminOnly: true });
  const voucherList = z.array(opsVoucherSchema);

  calls.get(
    '/ops/v1/vouchers',
    {
      description:
        'Staff only. Every voucher, the newest window first: its discount, window, limits, redemptions so far ' +
        'and state now (SCHEDULED, ACTIVE, ENDED), with who created it and who ended it early.',
      answer: voucherList,
    },
    (call) => listVoucherSettings(call.db, call.language, call.now),
  );

  adminCalls.post(
    '/ops/v1/vouchers',
    {
      description:
        'Admins only. A new voucher titled in Vietnamese, English and Korean: a percent (1–100, with an optional ' +
        'cap) or an amount off the shipping fee, its window and limits. A code already used is 409 ' +
        'VOUCHER_CODE_TAKEN. Audited. Answers the list as it now is.',
      body: createVoucherRequestSchema,
      answer: voucherList,
      status: 201,
    },
    async (call) => {
      const { db, input, userId, now } = call;
      await inTransaction(db, async (tx) => {
        await createVoucher(tx, input, { now, staffId: userId });
        await auditOperation(tx, { staffId: userId, action: 'create_voucher', orderId: null, request: input, now });
      });
      return listVoucherSettings(db, call.language, now);
    },
  );

  adminCalls.post(
    '/ops/v1/vouchers/:code/end',
    {
      description:
        'Admins only. Ends a running voucher now: customers redeeming it from then on are told it is outdated; ' +
        'orders that used it keep their discount. One not started yet is 409 VOUCHER_SCHEDULED, one already over ' +
        '409 VOUCHER_ALREADY_ENDED, an unknown code 404. Audited. Answers the list as it now is.',
      params: voucherCodeParamsSchema,
      answer: voucherList,
    },
    async (call) => {
      const { db, input, userId, now } = call;
      await inTransaction(db, async (tx) => {
        await endVoucherEarly(tx, input.code, { now, staffId: userId });
        await auditOperation(tx, { staffId: userId, action: 'end_voucher', orderId: null, request: input, now });
      });
      return listVoucherSettings(db, call.language, now);
    },
  );
}
