import { createHash } from 'node:crypto';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * What of a Drizzle session a prepared query is bound to: the driver's connection (the pool, a
 * pooled connection inside a transaction, or PGlite's transaction) and the handle's query log
 * (client.ts counts statements with it). Drizzle keeps both on the session and on the prepared query.
 */
type SessionBinding = { client: unknown; logger: unknown };

const sessionOf = (db: Database) => (db as unknown as { session: SessionBinding }).session;

/** Built statements by driver (its session class) and name: the SQL text depends on neither handle nor connection. */
const builtByDriver = new WeakMap<object, Map<string, object>>();

/**
 * A hot statement built once per process and run with placeholders, on any handle or inside any
 * transaction: Drizzle's query building was a quarter of a price call's CPU and a third of an order's
 * (issue 35), and PostgreSQL parses and plans a named statement once per connection. `build` must use
 * `sql.placeholder` for every value and call `.prepare(name)`; the statement it builds is then bound
 * to `db`'s connection and query log on each call, so a transaction's statement runs in that
 * transaction. One name is one SQL text: a statement whose text varies (the columns an insert sets)
 * names each variant (`placeholderRow`'s shape).
 */
export function preparedQuery<T extends object>(db: Database, name: string, build: (db: Database) => T): T {
  const session = sessionOf(db);
  let built = builtByDriver.get(session.constructor);
  if (!built) {
    built = new Map();
    builtByDriver.set(session.constructor, built);
  }
  let statement = built.get(name) as T | undefined;
  if (!statement) {
    statement = build(db);
    built.set(name, statement);
  }
  return Object.create(statement, { client: { value: session.client }, logger: { value: session.logger } });
}

/**
 * A row's defined columns as placeholders (named with `prefix`, so two rows of one statement do not
 * clash), the values that fill them, and the row's shape: a short name for which columns it sets and
 * which of them are null, for the name of a statement built from it. An undefined column takes its
 * default and is left out; a null is written as SQL's null, since a placeholder's value goes through
 * its column's encoder, which turns null into JSON's null (jsonb) or fails (a timestamp). Rows come
 * from code in a few shapes, each worked out once.
 */
export function placeholderRow<Row extends Record<string, unknown>>(prefix: string, row: Row) {
  let signature = prefix;
  for (const column in row) {
    const value = row[column];
    if (value !== undefined) signature += value === null ? `,${column}=null` : `,${column}`;
  }
  let shape = rowShapes.get(signature);
  if (!shape) {
    shape = rowShapeOf(prefix, row, signature);
    rowShapes.set(signature, shape);
  }
  const values: Record<string, unknown> = {};
  for (const [column, placeholder] of shape.filled) values[placeholder] = row[column];
  return {
    shape: shape.name,
    placeholders: shape.placeholders as { [K in keyof Row]: null extends Row[K] ? Placeholder | SQL : Placeholder },
    values,
  };
}

type RowShape = {
  name: string;
  placeholders: Record<string, Placeholder | SQL>;
  /** Each column filled by a placeholder, and the placeholder's name. */
  filled: [column: string, placeholder: string][];
};

const rowShapes = new Map<string, RowShape>();

function rowShapeOf(prefix: string, row: Record<string, unknown>, signature: string): RowShape {
  const placeholders: Record<string, Placeholder | SQL> = {};
  const filled: RowShape['filled'] = [];
  for (const [column, value] of Object.entries(row)) {
    if (value === undefined) continue;
    if (value === null) {
      placeholders[column] = sql`null`;
    } else {
      placeholders[column] = sql.placeholder(prefix + column);
      filled.push([column, prefix + column]);
    }
  }
  // PostgreSQL keeps each statement's name per connection: a short hash names the shape.
  const name = createHash('sha1').update(signature).digest('hex').slice(0, 10);
  return { name, placeholders, filled };
}

/**
 * A statement written beside another in a prepared one (a CTE of an insert): a name for its text
 * (part of the whole's name), how to build its SQL with placeholders (called only when the whole is
 * built, once per process), and the values that fill them on every call.
 */
export type StatementPart = { name: string; build: (db: Database) => SQL; values: Record<string, unknown> };
