import type { Database } from './database.ts';

const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * A hot read built once per database handle and run with placeholders: Drizzle's query building
 * was a quarter of a price call's CPU, and PostgreSQL parses and plans a named statement once per
 * connection. `build` must use `sql.placeholder` for every value and call `.prepare(name)`.
 */
export function preparedQuery<T>(db: Database, name: string, build: (db: Database) => T): T {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  if (!prepared.has(name)) prepared.set(name, build(db));
  return prepared.get(name) as T;
}
