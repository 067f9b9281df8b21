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
  'tariff_tier_changes',
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
  // Likewise, per account (migration 0036): Cargo Direct's contract check and the price call's wallet balance.
  'users',
  // Per account (migration 0036): the price call reads both of its addresses.
  'addresses',
] as const;
export type ReferenceTable = (typeof REFERENCE_TABLES)[number];

/**
 * What a cached read depends on: a whole table, or one key's rows in it (`users:<id>`,
 * `addresses:<user id>`, `flights:SGN>HAN`). A notice naming the table drops every read of it;
 * one naming a key drops only the reads of that key.
 */
export type ReferenceDependency = ReferenceTable | `${ReferenceTable}:${string}`;

/** Payload: a table (statement triggers) or `table:key` (row triggers, migration 0036). */
export const REFERENCE_CHANNEL = 'reference_changed';

/**
 * Payload: `{"on": dependency, "id": row id, "set": {field: value}}`: one row of the cached lists
 * that depend on `on` changed only these fields (a flight's remaining weight after a booking), so
 * the lists are updated in place instead of read again.
 */
export const REFERENCE_ROW_CHANNEL = 'reference_row_changed';
export type RowChange = { on: ReferenceDependency; id: string; set: Record<string, unknown> };

type Entry = { dependsOn: readonly ReferenceDependency[]; value: Promise<unknown> };

/**
 * Where a read is filed: a whole table's under the table; a key's under the key and under
 * `table:*`, so the table's own notice finds it too.
 */
function indexNamesOf(dependency: ReferenceDependency): string[] {
  const colon = dependency.indexOf(':');
  return colon === -1 ? [dependency] : [dependency, `${dependency.slice(0, colon)}:*`];
}

/** Whose reads a notice drops: a table's drops all of its reads; a key's drops its own and the whole table's. */
function droppedBy(notice: string): string[] {
  const colon = notice.indexOf(':');
  return colon === -1 ? [notice, `${notice}:*`] : [notice, notice.slice(0, colon)];
}

/**
 * Reference reads kept in the process and dropped when their tables change. The cache is
 * trusted only while this process hears the database's change notices: before the listener
 * is up and while it is reconnecting, every read goes to the database (slower, never stale).
 * Values are shared between requests and must not be mutated by readers.
 */
export class ReferenceCache {
  #entries = new LRUCache<string, Entry>({ max: 20_000, dispose: (entry, key) => this.#unindex(key, entry) });
  /** Cache keys by dependency (and by table), so a notice finds its reads without a scan. */
  #keysByDependency = new Map<string, Set<string>>();
  #isTrusted = false;

  get isTrusted(): boolean {
    return this.#isTrusted;
  }

  read<T>(key: string, dependsOn: readonly ReferenceDependency[], load: () => PromiseLike<T>): Promise<T> {
    if (!this.#isTrusted) return Promise.resolve(load());
    const cached = this.#entries.get(key);
    if (cached) return cached.value as Promise<T>;
    // Drizzle's queries are thenables that run again on every await: keep one settled promise.
    // Frozen, because every request shares it: a reader that sorted it in place would change it
    // for all the others (it throws instead).
    const value = Promise.resolve(load()).then(deepFreeze);
    const entry: Entry = { dependsOn, value };
    this.#entries.set(key, entry);
    this.#index(key, entry);
    // A failed read is not remembered: the next request asks the database again.
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  /** A table or one key's rows changed (a trigger's notice): every read that used them is dropped. */
  invalidate(notice: string): void {
    for (const name of droppedBy(notice)) {
      for (const key of [...(this.#keysByDependency.get(name) ?? [])]) this.#entries.delete(key);
    }
  }

  /** One row changed only these fields: the cached lists holding it get them, the rest stays. */
  patchRow({ on, id, set }: RowChange): void {
    for (const key of droppedBy(on).flatMap((name) => [...(this.#keysByDependency.get(name) ?? [])])) {
      const entry = this.#entries.peek(key);
      if (!entry) continue;
      entry.value = entry.value.then((value) =>
        Array.isArray(value) && value.some((row) => row?.id === id)
          ? deepFreeze(value.map((row) => (row?.id === id ? { ...row, ...set } : row)))
          : value,
      );
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

  #index(key: string, entry: Entry): void {
    for (const name of entry.dependsOn.flatMap(indexNamesOf)) {
      const keys = this.#keysByDependency.get(name) ?? new Set();
      keys.add(key);
      this.#keysByDependency.set(name, keys);
    }
  }

  #unindex(key: string, entry: Entry): void {
    for (const name of entry.dependsOn.flatMap(indexNamesOf)) {
      const keys = this.#keysByDependency.get(name);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByDependency.delete(name);
    }
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
/** Every cache of this process (tests open several databases in one). */
const processCaches = new Set<ReferenceCache>();

export function attachReferenceCache(db: Database, cache: ReferenceCache): void {
  cachesByDatabase.set(db, cache);
  processCaches.add(cache);
}

export function detachReferenceCache(cache: ReferenceCache): void {
  processCaches.delete(cache);
}

/**
 * This process changes what a dependency names: drop what it cached now, without waiting for its
 * own notice (the other processes drop theirs when it arrives), so the caller's next request reads
 * its own write. Callable inside the transaction: a read that slips in before the commit and caches
 * the old rows is dropped by the notice the commit sends.
 */
export function forgetReference(dependency: ReferenceDependency): void {
  for (const cache of processCaches) cache.invalidate(dependency);
}

/**
 * Reads reference data through the database's cache. Inside a transaction (a different handle)
 * there is no cache: the read sees the transaction's own view.
 */
export function readReference<T>(
  db: Database,
  key: string,
  dependsOn: readonly ReferenceDependency[],
  load: () => PromiseLike<T>,
): Promise<T> {
  const cache = cachesByDatabase.get(db);
  return cache ? cache.read(key, dependsOn, load) : Promise.resolve(load());
}
