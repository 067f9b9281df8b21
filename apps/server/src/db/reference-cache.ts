import { LRUCache } from 'lru-cache';
import type { Database } from './database.ts';

/**
 * Tables whose rows change only through our own writes (seed, imports, operations), read on
 * almost every request. Each has a statement trigger that says so on the `reference_changed`
 * channel (migration 0015), so every server process on the database drops what it cached.
 */
export const REFERENCE_TABLES = [
  'site_settings',
  'tariff_tiers',
  'tariff_settings',
  'products',
  'goods_categories',
  'extra_services',
  'package_types',
  'airports',
  'banks',
  'divisions',
  'post_offices',
  'exchange_rates',
  // Changes with every booking, but the price call reads a route's flights far more often than
  // anyone books on it; order creation books under the row's lock whatever the cache said.
  'flights',
  // Not reference data, but announced the same way (on UPDATE and DELETE only, migration 0018):
  // every signed-in request checks its session, and sessions change only when revoked.
  'sessions',
  // Likewise (UPDATE and DELETE, migration 0032): Cargo Direct's every call checks the account's contract.
  'users',
] as const;
export type ReferenceTable = (typeof REFERENCE_TABLES)[number];

export const REFERENCE_CHANNEL = 'reference_changed';

type Entry = { tables: readonly ReferenceTable[]; value: Promise<unknown> };

/**
 * Reference reads kept in the process and dropped when their tables change. The cache is
 * trusted only while this process hears the database's change notices: before the listener
 * is up and while it is reconnecting, every read goes to the database (slower, never stale).
 * Values are shared between requests and must not be mutated by readers.
 */
export class ReferenceCache {
  #entries = new LRUCache<string, Entry>({ max: 20_000 });
  #isTrusted = false;

  get isTrusted(): boolean {
    return this.#isTrusted;
  }

  read<T>(key: string, tables: readonly ReferenceTable[], load: () => PromiseLike<T>): Promise<T> {
    if (!this.#isTrusted) return Promise.resolve(load());
    const cached = this.#entries.get(key);
    if (cached) return cached.value as Promise<T>;
    // Drizzle's queries are thenables that run again on every await: keep one settled promise.
    // Frozen, because every request shares it: a reader that sorted it in place would change it
    // for all the others (it throws instead).
    const value = Promise.resolve(load()).then(deepFreeze);
    const entry = { tables, value };
    this.#entries.set(key, entry);
    // A failed read is not remembered: the next request asks the database again.
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  /** A table changed (its trigger's notice): every read that used it is dropped. */
  invalidate(table: string): void {
    for (const [key, entry] of this.#entries.entries()) {
      if ((entry.tables as readonly string[]).includes(table)) this.#entries.delete(key);
    }
  }

  /** The listener is up: start caching from an empty cache (changes while it was down went unheard). */
  trust(): void {
    this.#entries.clear();
    this.#isTrusted = true;
  }

  /** The listener is down: stop caching until it is back. */
  distrust(): void {
    this.#isTrusted = false;
    this.#entries.clear();
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}

const cachesByDatabase = new WeakMap<Database, ReferenceCache>();

export function attachReferenceCache(db: Database, cache: ReferenceCache): void {
  cachesByDatabase.set(db, cache);
}

/**
 * This process changed the table: drop what it cached now, without waiting for its own notice
 * (the other processes drop theirs when it arrives). Call it after the change is committed.
 */
export function forgetReference(db: Database, table: ReferenceTable): void {
  cachesByDatabase.get(db)?.invalidate(table);
}

/**
 * Reads reference data through the database's cache. Inside a transaction (a different handle)
 * there is no cache: the read sees the transaction's own view.
 */
export function readReference<T>(
  db: Database,
  key: string,
  tables: readonly ReferenceTable[],
  load: () => PromiseLike<T>,
): Promise<T> {
  const cache = cachesByDatabase.get(db);
  return cache ? cache.read(key, tables, load) : Promise.resolve(load());
}
