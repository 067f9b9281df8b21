import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { walletLedger } from '../../db/schema/wallet.ts';

export type LedgerRow = typeof walletLedger.$inferSelect;

/** Instants from `from` (included) to `to` (excluded). */
export type Period = { from: Date; to: Date };

const inPeriod = (userId: string, period: Period) =>
  and(eq(walletLedger.userId, userId), gte(walletLedger.createdAt, period.from), lt(walletLedger.createdAt, period.to));

/** Ledger rows newest first, read from wallet_ledger_user_newest_idx without a sort. */
function newestFirst(db: Database, where: SQL | undefined) {
  return db.select().from(walletLedger).where(where).orderBy(desc(walletLedger.createdAt), desc(walletLedger.id));
}

/** A page of a customer's movements in a period, newest first. */
export function findMovementsPage(db: Database, userId: string, page: Period & { limit: number; offset: number }) {
  return newestFirst(db, inPeriod(userId, page)).limit(page.limit).offset(page.offset);
}

export async function countMovements(db: Database, userId: string, period: Period): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(walletLedger)
    .where(inPeriod(userId, period));
  return row.total;
}

/** The latest bonus credits (CREDIT rows) of a customer. */
export function findLatestCredits(db: Database, userId: string, limit: number) {
  return newestFirst(db, and(eq(walletLedger.userId, userId), eq(walletLedger.type, 'CREDIT'))).limit(limit);
}

/** Everything that came in and went out of a customer's wallet since it opened, whole VND. */
export async function sumMovements(db: Database, userId: string): Promise<{ plus: number; minus: number }> {
  const [row] = await db
    .select({
      plus: sql<string>`coalesce(sum(${walletLedger.amount}) filter (where ${walletLedger.amount} > 0), 0)`,
      minus: sql<string>`coalesce(-sum(${walletLedger.amount}) filter (where ${walletLedger.amount} < 0), 0)`,
    })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  // Sums of bigint are numeric, which both drivers read as text.
  return { plus: Number(row.plus), minus: Number(row.minus) };
}
