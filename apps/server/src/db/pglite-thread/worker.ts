import { parentPort } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createPglite } from '../pglite.ts';
import type { ErrorData, QueryOptions, Reply, Request } from './protocol.ts';

/*
 * The worker thread that owns the embedded database: PGlite's WebAssembly and its result
 * parsing run here, so the main thread keeps serving HTTP meanwhile. One PGlite, one statement at
 * a time, as on the main thread: PGlite's own lock orders statements and transactions.
 */

const port = parentPort;
if (!port) throw new Error('pglite worker: start me as a worker thread');

let database: PGlite | null = null;
/** The opening under way: statements that come meanwhile wait for it (PgliteThread.start). */
let opening: Promise<PGlite> | null = null;
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

const send = (reply: Reply) => port.postMessage(reply);

port.on('message', (request: Request) => {
  handle(request).then(
    (value) => send({ id: request.id, ok: true, value }),
    (error: unknown) => send({ id: request.id, ok: false, error: toErrorData(error) }),
  );
});

async function handle(request: Request): Promise<unknown> {
  if (request.op === 'open') {
    opening = createPglite({ dataDir: request.dataDir, loadDataDir: request.loadDataDir });
    database = await opening;
    return null;
  }
  // Fails with the reason the database could not open, if it could not.
  if (!database && opening) await opening;
  const db = opened();
  switch (request.op) {
    case 'query':
      return runnerOf(request.transaction).query(request.sql, request.params, withParsers(request.options));
    case 'begin':
      return begin(db);
    case 'end':
      return end(request.transaction, request.commit);
    case 'listen':
      await db.listen(request.channel, (payload) => send({ op: 'notification', channel: request.channel, payload }));
      return null;
    case 'dump':
      return db.dumpDataDir('none');
    case 'close':
      await db.close();
      database = null;
      return null;
  }
}

function opened(): PGlite {
  if (!database) throw new Error('pglite worker: the database is not open');
  return database;
}

function runnerOf(transaction: number | undefined): Pick<PGlite, 'query'> {
  return transaction === undefined ? opened() : openTransaction(transaction).tx;
}

function openTransaction(transaction: number): OpenTransaction {
  const open = transactions.get(transaction);
  if (!open) throw new Error(`pglite worker: transaction ${transaction} is not open`);
  return open;
}

type OpenTransaction = { tx: Transaction; end: (commit: boolean) => void; finished: Promise<unknown> };

/**
 * Opens a transaction and answers its number once PGlite has begun it (its lock taken); the
 * transaction stays open until `end` says commit or roll back.
 */
function begin(db: PGlite): Promise<number> {
  const id = nextTransaction++;
  return new Promise((answer, refuse) => {
    let started: Omit<OpenTransaction, 'finished'> | undefined;
    const finished = db.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          started = { tx, end: (commit) => (commit ? resolve() : reject(new RolledBack())) };
          queueMicrotask(() => {
            transactions.set(id, { ...(started as Omit<OpenTransaction, 'finished'>), finished });
            answer(id);
          });
        }),
    );
    finished.catch((error: unknown) => {
      if (!started) refuse(error); // BEGIN itself failed
    });
  });
}

class RolledBack extends Error {}

/** Commits or rolls back, answering once PGlite has (a failed COMMIT is the caller's error). */
async function end(transaction: number, commit: boolean): Promise<null> {
  const open = openTransaction(transaction);
  transactions.delete(transaction);
  open.end(commit);
  try {
    await open.finished;
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return null;
}

/** Types the caller keeps as text (Drizzle parses dates itself) get PGlite's identity parser. */
function withParsers(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const parsers = Object.fromEntries((options.rawTypes ?? []).map((oid) => [oid, (value: string) => value]));
  return { rowMode: options.rowMode, parsers };
}

function toErrorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}
