import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
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
  const [claimed] = await db
    .insert(idempotencyClaims)
    .values(claim)
    .onConflictDoUpdate({
      target: [idempotencyClaims.userId, idempotencyClaims.key],
      set: { requestHash: claim.requestHash, holder: claim.holder, claimedAt: sql`now()` },
      setWhere: sql`${idempotencyClaims.claimedAt} < now() - make_interval(secs => ${leaseSeconds})`,
    })
    .returning({ holder: idempotencyClaims.holder });
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
 * the request's result (as a CTE of its insert): the claim goes when the result is committed.
 */
export function releaseKeyStatement(db: Database, claim: Claim): SQL {
  return db.delete(idempotencyClaims).where(heldClaim(claim)).getSQL();
}

const heldClaim = (claim: Claim) =>
  and(
    eq(idempotencyClaims.userId, claim.userId),
    eq(idempotencyClaims.key, claim.key),
    eq(idempotencyClaims.holder, claim.holder),
  );
