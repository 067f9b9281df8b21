import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { passwordResetTokens } from '../../db/schema/accounts.ts';
import { inTransaction } from '../../db/transaction.ts';

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** Stores a new token and drops the account's earlier ones: only the latest link works. */
export async function replaceResetTokens(db: Database, userId: string, tokenHash: string, expiresAt: Date) {
  await inTransaction(db, async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
  });
}

export async function findResetToken(db: Database, tokenHash: string): Promise<ResetTokenRow | undefined> {
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks the token used in one conditional update, so two requests with one link cannot both
 * succeed: the account's id, or null when the token is not (or no longer) usable.
 */
export async function useResetToken(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Drops the account's tokens, but the one kept (a used link then still says "already used"). */
export async function deleteResetTokens(db: Database, userId: string, keptTokenHash?: string): Promise<void> {
  const others = keptTokenHash ? ne(passwordResetTokens.tokenHash, keptTokenHash) : undefined;
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), others));
}
