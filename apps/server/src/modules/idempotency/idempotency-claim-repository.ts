import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { placeholderRow, preparedQuery, type StatementPart } from '../../db/prepared.ts';
import { idempotencyClaims } from '../../db/schema/system.ts';

export type Claim = { userId: string; key: string; requestHash: string; holder: string };

/**
 * Claims the key for this request, or takes over a claim older than the lease (its request died
 * with its process). Answers null when the claim is taken, else the request hash of the one in flight.
 */
export async function claimKey(
  db: Database,
  claim: Claim,
  leaseSeconds: number,
): Promise<{ requestHash: string } | null> {
  const row = placeholderRow('', claim);
  const statement = preparedQuery(db, 'claim_key', (on) =>
    on
      .insert(idempotencyClaims)
      .values(row.placeholders)
      .onConflictDoUpdate({
        target: [idempotencyClaims.userId, idempotencyClaims.key],
        set: { requestHash: sql`excluded.request_hash`, holder: sql`excluded.holder`, claimedAt: sql`now()` },
        setWhere: sql`${idempotencyClaims.claimedAt} < now() - make_interval(secs => ${sql.placeholder('leaseSeconds')}::int)`,
      })
      .returning({ holder: idempotencyClaims.holder })
      .prepare('claim_key'),
  );
  const [claimed] = await statement.execute({ ...row.values, leaseSeconds });
  if (claimed) return null;
  const [inFlight] = await db
    .select({ requestHash: idempotencyClaims.requestHash })
    .from(idempotencyClaims)
    .where(and(eq(idempotencyClaims.userId, claim.userId), eq(idempotencyClaims.key, claim.key)));
  // Released between the two statements: nothing is in flight, the caller tries again.
  return inFlight ?? { requestHash: claim.requestHash };
}

export async function releaseKey(db: Database, claim: Claim): Promise<void> {
  await db.delete(idempotencyClaims).where(heldClaim(claim));
}

/**
 * The statement that releases the claim, for the caller to run inside the transaction that makes
 * the request's result (as a CTE of its prepared insert): the claim goes when the result is committed.
 */
export function releaseKeyStatement(claim: Claim): StatementPart {
  const { placeholders, values } = placeholderRow('claim_', {
    userId: claim.userId,
    key: claim.key,
    holder: claim.holder,
  });
  return {
    name: 'release_claim',
    build: (db) => db.delete(idempotencyClaims).where(heldClaim(placeholders)).getSQL(),
    values,
  };
}

const heldClaim = (claim: Record<'userId' | 'key' | 'holder', string | Placeholder>) =>
  and(
    eq(idempotencyClaims.userId, claim.userId),
    eq(idempotencyClaims.key, claim.key),
    eq(idempotencyClaims.holder, claim.holder),
  );
