import { BALANCE_LEFT_AFTER_PAYMENT, isWalletCredit, type WalletMovementType } from '@skyparcel/domain/wallet-rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { forgetReference } from '../../db/reference-cache.ts';
import { users } from '../../db/schema/accounts.ts';
import { walletLedger } from '../../db/schema/wallet.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';

export type WalletMovement = {
  userId: string;
  type: WalletMovementType;
  /** Whole VND, positive: the type says whether it comes in or goes out. */
  amount: number;
  order?: { id: string; code: string };
  /** The ledger's number for a movement without an order (a top-up's payment reference). */
  reference?: string;
  now: Date;
};

/** A written movement: its ledger row's id and the balance it left. */
export type WalletMoved = { id: string; balance: number };

/**
 * Moves a wallet: the balance and its ledger row in one statement (a data-modifying CTE), so
 * they change together or not at all and the balance always equals the sum of the ledger.
 * Answers the movement, or null when the customer is unknown or a debit would leave less than
 * `keepAtLeast` (by default 0; the table's check constraint stands behind that too). The UPDATE
 * locks the customer's row until the caller's commit, so parallel movements queue and each sees
 * the balance the one before left.
 */
export async function moveWallet(
  db: Database,
  movement: WalletMovement,
  { keepAtLeast = 0 }: { keepAtLeast?: number } = {},
): Promise<WalletMoved | null> {
  if (!Number.isSafeInteger(movement.amount) || movement.amount <= 0) {
    throw new RangeError(`a wallet movement is a positive whole VND amount, got ${movement.amount}`);
  }
  const signed = isWalletCredit(movement.type) ? movement.amount : -movement.amount;
  const result = (await db.execute(sql`
    with moved as (
      update ${users} set point_topup = point_topup + ${signed}
      where id = ${movement.userId} and point_topup + ${signed} >= ${keepAtLeast}
      returning point_topup
    )
    insert into ${walletLedger} (user_id, type, amount, amount_before, amount_after, order_id, order_number, created_at)
    select ${movement.userId}, ${movement.type}, ${signed}, point_topup - ${signed}, point_topup,
      ${movement.order?.id ?? null}, ${movement.order?.code ?? movement.reference ?? null}, ${movement.now}
    from moved
    returning id, amount_after`)) as { rows: { id: string; amount_after: string | number }[] };
  const [row] = result.rows;
  // The price call's cached balance (findWalletBalance); other processes drop theirs on the commit's notice.
  if (row) forgetReference(`users:${movement.userId}`);
  // node-postgres reads bigint as text; the balance is well within a safe integer.
  return row ? { id: row.id, balance: Number(row.amount_after) } : null;
}

/**
 * Pays an order from the wallet inside the order's transaction: one statement that takes the
 * total only when the balance exceeds it (BALANCE_LEFT_AFTER_PAYMENT, `global_not_enough_point`)
 * and writes the PAYMENT movement.
 */
export async function payOrderFromWallet(
  tx: Tx,
  payment: { userId: string; order: { id: string; code: string }; total: number; now: Date },
): Promise<WalletMoved> {
  const moved = await moveWallet(
    tx,
    { ...payment, type: 'PAYMENT', amount: payment.total },
    { keepAtLeast: BALANCE_LEFT_AFTER_PAYMENT },
  );
  if (!moved) throw new AppError('global_not_enough_point');
  return moved;
}
