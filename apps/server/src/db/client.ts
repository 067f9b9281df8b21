import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Database } from './database.ts';
import { createPglite } from './pglite.ts';
import { PgliteThread } from './pglite-thread/client.ts';
import { attachReferenceCache, detachReferenceCache, ReferenceCache } from './reference-cache.ts';
import {
  type ChangeListener,
  type ChannelHandlers,
  listenOnPglite,
  listenOnPostgres,
  referenceCacheHandlers,
} from './reference-changes.ts';

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Statements sent through `db` so far: tests count a call's round trips with it. */
  statementsSent(): number;
  /** Hears the database's notices (NOTIFY) on some channels, from every process, until stopped. */
  listen(handlers: ChannelHandlers): ChangeListener;
  /**
   * Runs `work` (migrations and the seed) while no other server process on this database runs its
   * own: processes started together take turns instead of creating the same tables at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Whether this process's own statements from outside `exclusively` wait for its work (the embedded
   * database on its thread): the application can then be built while the start-up work runs.
   */
  holdsOwnStatementsWhileExclusive: boolean;
  /** The connection pool now (PostgreSQL): open, idle, and requests waiting for one; null for the embedded database. */
  pool(): { open: number; idle: number; waiting: number } | null;
};

/** The start-up lock's key: any number that no other advisory lock of the project uses. */
const STARTUP_LOCK_KEY = 0x5ca1ab1e;

/** Drizzle's query log used as a counter (cheaper than any text log; nothing is written). */
class StatementCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count++;
  }
}

/**
 * The database of the configuration, open. With `whileOpening`, the embedded database on its thread
 * is answered at once and opens meanwhile (its first statements wait for it): the server's start
 * builds the application in that time.
 */
export async function openDatabase(
  database: AppConfig['database'],
  options: { whileOpening?: boolean } = {},
): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') return openPostgres(database.url, database.sessionUrl ?? database.url);
  const where = { dataDir: database.dataDir ?? undefined };
  if (database.thread === 'worker') {
    return wrapPglite(options.whileOpening ? PgliteThread.start(where) : await PgliteThread.open(where));
  }
  return wrapPglite(await createPglite(where));
}

/**
 * Wraps an already opened PGlite (tests clone a prepared one per file), on this thread or on a
 * worker thread (PgliteThread, which answers through messages, so the event loop turns anyway).
 */
export function wrapPglite(client: PGlite | PgliteThread): DatabaseHandle {
  const statements = new StatementCounter();
  const driver = client instanceof PgliteThread ? (client as unknown as PGlite) : yieldBeforeEachStatement(client);
  const db = drizzlePglite(driver, { logger: statements });
  return handleOf({
    db: db as unknown as Database,
    kind: 'pglite',
    statements,
    listen: (handlers) => listenOnPglite(client, handlers),
    // One process owns an embedded database's folder (PGlite cannot share it): no other process to
    // wait for. On its thread, this process's other statements wait for the work.
    exclusively: (work) => (client instanceof PgliteThread ? client.exclusively(work) : work()),
    holdsOwnStatementsWhileExclusive: client instanceof PgliteThread,
    pool: () => null,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    closeDriver: () => client.close(),
  });
}

/**
 * PGlite runs one statement at a time and hands its lock to the next waiter in a microtask, so
 * under load the process could run statement after statement without returning to the event
 * loop: requests that arrived meanwhile were not even read, and some waited 10 s while those
 * inside answered in 28 ms (p99). Waiting for the loop's next turn before a statement (or a
 * transaction) takes the lock lets the requests in, in the order they came. The instance itself is
 * changed, not wrapped: its other methods read its private state through `this`, and LISTEN and
 * close must act on the same connection.
 */
function yieldBeforeEachStatement(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  return Object.assign(client, {
    query: async (...args: Parameters<PGlite['query']>) => {
      await setImmediatePromise();
      return query(...args);
    },
    transaction: async (...args: Parameters<PGlite['transaction']>) => {
      await setImmediatePromise();
      return transaction(...args);
    },
  }) as PGlite;
}

/**
 * A pool on `url` for queries and transactions; LISTEN and the start-up lock hold a session on
 * `sessionUrl`, which is `url` unless a transaction-mode pooler stands in front of it.
 */
function openPostgres(url: string, sessionUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (restart, failover, admin) must not crash the
  // process: the pool drops it and opens a new one; queries in flight still fail loudly.
  pool.on('error', (error) => process.emitWarning(`idle PostgreSQL connection lost: ${error.message}`));
  // A checked-out connection (a transaction between two statements) that the server drops emits
  // 'error' on its client, which would crash the process without a listener; the statement that
  // was waiting fails on its own and the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  });
  const statements = new StatementCounter();
  const db = drizzlePg(pool, { logger: statements });
  return handleOf({
    db: db as unknown as Database,
    kind: 'postgres',
    statements,
    listen: (handlers) => listenOnPostgres(sessionUrl, handlers),
    exclusively: (work) => holdingSessionLock(sessionUrl, STARTUP_LOCK_KEY, work),
    holdsOwnStatementsWhileExclusive: false,
    pool: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    closeDriver: () => pool.end(),
  });
}

/**
 * A session advisory lock on a connection of its own, held while `work` runs on the pool: other
 * processes wait on theirs. Should this process die, its connection closes and the lock goes with it.
 */
async function holdingSessionLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a lost lock connection fails the unlock below, not the process
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A driver's database as a handle: reference data read through it is cached while its listener
 * hears the database's change notices, and closing it stops the listener before the driver.
 */
function handleOf(parts: {
  db: Database;
  kind: DatabaseHandle['kind'];
  statements: StatementCounter;
  listen: DatabaseHandle['listen'];
  exclusively: DatabaseHandle['exclusively'];
  holdsOwnStatementsWhileExclusive: boolean;
  pool: DatabaseHandle['pool'];
  migrate: () => Promise<void>;
  closeDriver: () => Promise<void>;
}): DatabaseHandle {
  const changes = cacheReferenceData(parts.db, (cache) => parts.listen(referenceCacheHandlers(cache)));
  return {
    db: parts.db,
    kind: parts.kind,
    listen: parts.listen,
    exclusively: parts.exclusively,
    holdsOwnStatementsWhileExclusive: parts.holdsOwnStatementsWhileExclusive,
    pool: parts.pool,
    migrate: parts.migrate,
    statementsSent: () => parts.statements.count,
    close: async () => {
      await changes.stop();
      await parts.closeDriver();
    },
  };
}

/** Reference data read through this handle is cached while the listener hears the database's change notices. */
function cacheReferenceData(db: Database, listen: (cache: ReferenceCache) => ChangeListener): ChangeListener {
  const cache = new ReferenceCache();
  attachReferenceCache(db, cache);
  const listener = listen(cache);
  return {
    async stop() {
      detachReferenceCache(cache);
      await listener.stop();
    },
  };
}
