import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { type Claim, claimKey, releaseKey } from './idempotency-claim-repository.ts';

// The claim, and the statement that releases it, for `run` to put in the transaction that makes its result.
export { type Claim, releaseKeyStatement } from './idempotency-claim-repository.ts';

/** How long a request waits for another with its key before answering 409 "in progress". */
const WAIT_MS = 3_000;
/**
 * A claim older than this belongs to a request whose process died; a new request takes it over.
 * Short, because the customer's retry waits it out (60 s kept keys of a killed process stuck for a
 * minute), and safe when short: an order takes milliseconds, and should a slow one outlive its
 * claim, the key's unique index on orders still lets one order in and the other answers it.
 */
const LEASE_SECONDS = 10;
/** Tries to release a claim while the database is away: 0.25 s doubling, about 30 s in all. */
const RELEASE_ATTEMPTS = 7;

export type IdempotentRequest = { userId: string; key: string; requestHash: string };
/**
 * `run` makes the request's result and releases the claim in the same transaction
 * (releaseKeyStatement), so the claim goes exactly when the result is there to be found.
 */
type Steps<T> = { findEarlier: () => Promise<T | undefined>; run: (claim: Claim) => Promise<T> };

/**
 * Runs a request once per Idempotency-Key, across server processes (docs/decisions/orders.md,
 * "Idempotency"). The key is claimed first: a new key, the usual case, then costs one statement
 * before the request runs. A key that cannot be claimed was used before or is in flight. What an
 * earlier request with the key made is answered again (`findEarlier`, which also refuses a reused or
 * expired key). While another request with the key is in flight, this one waits for it and answers
 * what it made, never running the rules again; if that request failed, nothing was made and this one
 * runs. After WAIT_MS it answers 409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After.
 */
export async function runOncePerKey<T>(db: Database, request: IdempotentRequest, steps: Steps<T>): Promise<T> {
  const claim = { ...request, holder: randomUUID() };
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const inFlight = await claimKey(db, claim, LEASE_SECONDS);
    if (!inFlight) return runClaimed(db, claim, steps);
    const earlier = await steps.findEarlier();
    if (earlier) return earlier;
    if (inFlight.requestHash !== request.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (Date.now() >= deadline) {
      throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS', { headers: { 'Retry-After': '1' } });
    }
    await sleep(pause);
    // The request in flight may have finished meanwhile: what it made is the answer, not a second run.
    const made = await steps.findEarlier();
    if (made) return made;
  }
}

/**
 * Runs the claimed request. A key that was used before (its claim long released) is claimed like a
 * new one; the request then fails on the key's unique index of its result, or on a rule that no
 * longer holds, and the result that exists is the answer. So does a request that took over a stale
 * claim and lost to the one it replaced. A failed request releases its claim here.
 */
async function runClaimed<T>(db: Database, claim: Claim, steps: Steps<T>) {
  try {
    return await steps.run(claim);
  } catch (error) {
    await releaseSoon(db, claim);
    const earlier = await steps.findEarlier().catch((lookup: unknown) => {
      // A reused or expired key is the answer; a lookup the database refused is not.
      if (lookup instanceof AppError) throw lookup;
      return undefined;
    });
    if (earlier) return earlier;
    throw error;
  }
}

/**
 * Releases the claim; while the database is away (the usual reason the request failed), tries
 * again with a growing pause, so a retry after the outage runs at once instead of waiting out
 * the lease. A claim left behind costs nothing: the next request with the key finds the result first.
 */
function releaseSoon(db: Database, claim: Claim, attempt = 0): Promise<void> {
  return releaseKey(db, claim).catch(() => {
    if (attempt >= RELEASE_ATTEMPTS) return;
    setTimeout(() => void releaseSoon(db, claim, attempt + 1), 250 * 2 ** attempt).unref();
  });
}
