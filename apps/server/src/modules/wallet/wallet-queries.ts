import { instantsOfDays, vietnamDay } from '@skyparcel/domain/time-zones';
import type { WalletInfo, WalletTransactions, WalletTransactionsQuery } from '@skyparcel/domain/wallet-contracts';
import { TRANSACTION_RANGE_MAX_DAYS, transactionRange, transactionRangeProblem } from '@skyparcel/domain/wallet-rules';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { walletBalance } from '../account/wallet-balance.ts';
import { countMovements, findLatestCredits, findMovementsPage, sumMovements } from './wallet-repository.ts';

/** Bonus credits listed on the top-up page: the most recent ones. */
const AGENT_POINTS_SHOWN = 20;

/** `GET /v1/topup/info`: the balance, what came in and went out since the wallet opened, bonus credits. */
export async function walletInfo(call: CallContext<undefined>): Promise<WalletInfo> {
  const { db, userId } = call;
  const [balance, totals, credits] = await Promise.all([
    walletBalance(db, userId),
    sumMovements(db, userId),
    findLatestCredits(db, userId, AGENT_POINTS_SHOWN),
  ]);
  return {
    balance,
    plusTopup: totals.plus,
    deductTopup: totals.minus,
    agentPoints: credits.map((row) => ({ amount: row.amount, createdDate: row.createdAt.toISOString() })),
  };
}

/**
 * `GET /v1/topup/transaction`: a page of the customer's movements in a period of Vietnamese
 * calendar days (by default this month), newest first, with how many the period holds.
 */
export async function walletTransactions(call: CallContext<WalletTransactionsQuery>): Promise<WalletTransactions> {
  const { db, userId, input } = call;
  const range = transactionRange(input, vietnamDay(call.now));
  const problem = transactionRangeProblem(range);
  if (problem) {
    throw AppError.validation([{ field: 'toDate', code: problem, params: { max: TRANSACTION_RANGE_MAX_DAYS } }]);
  }
  const period = instantsOfDays(range);
  const [rows, total] = await Promise.all([
    findMovementsPage(db, userId, { ...period, limit: input.limit, offset: (input.page - 1) * input.limit }),
    countMovements(db, userId, period),
  ]);
  return {
    ...range,
    total,
    transactions: rows.map((row) => ({
      id: row.id,
      tranReqType: row.type,
      amount: row.amount,
      amountBefore: row.amountBefore,
      amountAfter: row.amountAfter,
      orderNumber: row.orderNumber,
      createdDate: row.createdAt.toISOString(),
    })),
  };
}
