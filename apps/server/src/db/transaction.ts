import type { Database } from './database.ts';

declare const insideTransaction: unique symbol;

/**
 * The database as seen inside a transaction. Only `inTransaction` hands one out, so a function that
 * locks rows (FOR UPDATE, a conditional update that must commit with its caller's writes) takes a
 * `Tx` and cannot be called outside a transaction, where its lock would be released at once. A `Tx`
 * is still a `Database`: whatever reads or writes without a lock takes either. A single statement that
 * claims rows with FOR UPDATE SKIP LOCKED and updates them (claimPendingRefunds) is atomic alone and
 * takes a Database.
 */
export type Tx = Database & { readonly [insideTransaction]: true };

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Tx));
}
