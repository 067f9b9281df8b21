import {
  walletInfoSchema,
  walletTransactionsQuerySchema,
  walletTransactionsSchema,
} from '@skyparcel/domain/wallet-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { walletInfo, walletTransactions } from './wallet-queries.ts';

export async function walletRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['wallet']);

  calls.get(
    '/v1/topup/info',
    {
      description: 'The top-up wallet: balance, totals in and out since it opened, bonus credits (whole VND).',
      answer: walletInfoSchema,
    },
    walletInfo,
  );

  calls.get(
    '/v1/topup/transaction',
    {
      description:
        'Wallet movements in a period of Vietnamese calendar days (fromDate, toDate, both included; by default the ' +
        'first of this month to today; at most 90 days apart), newest first, 20 a page, with the total.',
      query: walletTransactionsQuerySchema,
      answer: walletTransactionsSchema,
    },
    walletTransactions,
  );
}
