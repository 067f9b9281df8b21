import {
  listVouchersQuerySchema,
  voucherCheckQuerySchema,
  voucherCheckSchema,
  voucherSchema,
} from '@skyparcel/domain/voucher-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCalls } from '../../http/customer-calls.ts';
import { checkVoucher, listUsableVouchers } from './check-voucher.ts';

export async function voucherRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['vouchers']);

  calls.get(
    '/v1/vouchers',
    {
      description: 'Vouchers the customer can use now (optionally for a product).',
      query: listVouchersQuerySchema,
      answer: z.array(voucherSchema),
    },
    listUsableVouchers,
  );

  calls.get(
    '/v1/voucher/check',
    {
      description:
        'data.res is VOUCHER_GOOD_GOOD when usable, else VOUCHER_INCORRECT, VOUCHER_OUTDATED, VOUCHER_REACH_LIMIT, ' +
        'VOUCHER_NOT_START, VOUCHER_REACH_LIMIT_DAILY or VOUCHER_REACH_LIMIT_CUSTOMER; data.message says it.',
      query: voucherCheckQuerySchema,
      answer: voucherCheckSchema,
    },
    checkVoucher,
  );
}
