import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { type Claim, runOncePerKey } from '../idempotency/run-once.ts';
import { findOrderByIdempotencyKey, type OrderRow } from './order-repository.ts';

const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;

type Context = { db: Database; userId: string; now: Date };

/** The request's key and hash, kept on the order; and its claim, which the order's transaction releases. */
export type Idempotency = { idempotencyKey?: string; requestHash?: string; claim?: Claim };

/**
 * Places an order once per Idempotency-Key: the same key with the same request within 24 h
 * answers the first order, also while the first still runs (runOncePerKey). Without a key it
 * simply places the order. Both order kinds (C2C and Cargo Direct) go through here.
 */
export function placeOncePerKey(
  context: Context,
  input: unknown,
  idempotencyKey: string | undefined,
  place: (idempotency: Idempotency) => Promise<OrderRow>,
): Promise<OrderRow> {
  if (!idempotencyKey) return place({});
  // The parsed request: the same order asked twice hashes the same, whatever else the client sent.
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  return runOncePerKey(
    context.db,
    { userId: context.userId, key: idempotencyKey, requestHash },
    {
      findEarlier: () => findEarlierOrder(context, idempotencyKey, requestHash),
      run: (claim) => place({ idempotencyKey, requestHash, claim }),
    },
  );
}

/**
 * The order an earlier request with this key made, answered again when it is the same request
 * within 24 h. A key stays taken after its window (it is unique per customer): reusing it then
 * is refused, never run again.
 */
async function findEarlierOrder(context: Context, key: string, requestHash: string) {
  const earlier = await findOrderByIdempotencyKey(context.db, context.userId, key);
  if (!earlier) return undefined;
  if (earlier.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const since = context.now.getTime() - IDEMPOTENCY_WINDOW_MS;
  if (earlier.createdAt.getTime() <= since) throw new AppError('IDEMPOTENCY_KEY_EXPIRED');
  return earlier;
}
