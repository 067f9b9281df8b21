import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { claimKey, releaseKey } from './idempotency-claim-repository.ts';

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
type Steps<T> = { findEarlier: () => Promise<T | undefined>; run: () => Promise<T> };

/**
 * Runs a request once per Idempotency-Key, across server processes (docs/decisions/orders.md,
 * "Idempotency"). What an earlier request with the key made is answered again (`findEarlier`,
 * which also refuses a reused or expired key). While another request with the key is in flight,
 * this one waits for it and answers what it made, never running the rules again; if that request
 * failed, nothing was made and this one runs. After WAIT_MS it answers 409
 * IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After.
 */
export async function runOncePerKey<T>(db: Database, request: IdempotentRequest, steps: Steps<T>): Promise<T> {
  const claim = { ...request, holder: randomUUID() };
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const earlier = await steps.findEarlier();
    if (earlier) return earlier;
    const inFlight = await claimKey(db, claim, LEASE_SECONDS);
    if (!inFlight) return runClaimed(db, claim, steps);
    if (inFlight.requestHash !== request.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (Date.now() >= deadline) {
      throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS', { headers: { 'Retry-After': '1' } });
    }
    await sleep(pause);
  }
}

async function runClaimed<T>(db: Database, claim: IdempotentRequest & { holder: string }, steps: Steps<T>) {
  try {
    return await steps.run();
  } catch (error) {
    // A request that took over a stale claim may have lost to the one it replaced (the key's
    // unique index lets one order in): the order that exists is the answer.
    const winner = await steps.findEarlier().catch(() => undefined);
    if (winner) return winner;
    throw error;
  } finally {
    await releaseSoon(db, claim);
  }
}

/**
 * Releases the claim; while the database is away (the usual reason the request failed), tries
 * again with a growing pause, so a retry after the outage runs at once instead of waiting out
 * the lease. A claim left behind after the order exists costs nothing: retries find the order first.
 */
function releaseSoon(db: Database, claim: IdempotentRequest & { holder: string }, attempt = 0): Promise<void> {
  return releaseKey(db, claim).catch(() => {
    if (attempt >= RELEASE_ATTEMPTS) return;
    setTimeout(() => void releaseSoon(db, claim, attempt + 1), 250 * 2 ** attempt).unref();
  });
}
