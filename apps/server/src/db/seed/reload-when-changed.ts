import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { seedVersions } from '../schema/system.ts';
import { inTransaction, type Tx } from '../transaction.ts';

/**
 * Runs `reload` in one transaction when the data set's version (a hash of its files) differs
 * from the one loaded last; an unchanged data set costs one query at start. Answers whether
 * it reloaded.
 */
export async function reloadWhenChanged(
  db: Database,
  name: string,
  version: string,
  reload: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  if (await isLoaded(db, name, version)) return false;
  await inTransaction(db, async (tx) => {
    await reload(tx);
    await markLoaded(tx, name, version);
  });
  return true;
}

/** Whether `version` of the data set is the one loaded last. */
export async function isLoaded(db: Database, name: string, version: string): Promise<boolean> {
  const [loaded] = await db.select().from(seedVersions).where(eq(seedVersions.name, name));
  return loaded?.version === version;
}

export async function markLoaded(db: Database, name: string, version: string): Promise<void> {
  await db
    .insert(seedVersions)
    .values({ name, version })
    .onConflictDoUpdate({ target: seedVersions.name, set: { version, loadedAt: sql`now()` } });
}

/** Deletes the table's rows and inserts the new ones in batches. */
export async function replaceRows<T extends Parameters<Database['insert']>[0]>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  await db.delete(table);
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(table).values(rows.slice(start, start + 1000));
  }
}

/** Rows per INSERT in `replaceRowsInBulk`: one JSON parameter of a few MB. */
const BULK_CHUNK = 10_000;

/**
 * `replaceRows` for tables of tens of thousands of rows (the reference data): empties the table,
 * drops its secondary indexes, inserts the rows as JSON (one parameter per chunk, unpacked by
 * `json_populate_recordset` in the database: no per-value bind parameters) and builds the indexes
 * once at the end, which costs far less than keeping a trigram or GiST index up to date row by
 * row. Same on PGlite and PostgreSQL. The table stays locked (truncate) until the transaction
 * commits: meant for reloads at start, in `reloadWhenChanged`. Values must be what the column
 * takes as JSON (text, numbers, booleans, arrays, objects for json columns).
 */
export async function replaceRowsInBulk<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const indexes = await readResult<{ name: string; definition: string }>(
    db.execute(sql`
      select index_class.relname as name, pg_get_indexdef(pg_index.indexrelid) as definition
      from pg_index join pg_class index_class on index_class.oid = pg_index.indexrelid
      where pg_index.indrelid = ${getTableName(table)}::regclass
        and not exists (select 1 from pg_constraint where pg_constraint.conindid = pg_index.indexrelid)`),
  );
  await db.execute(sql`truncate ${table}`);
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);

  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BULK_CHUNK) {
    const chunk = rows.slice(start, start + BULK_CHUNK).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(columns.map(([key, column]) => [column.name, values[key] ?? null]));
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
    );
  }
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}

/** `execute` answers `{ rows }` on both drivers. */
async function readResult<R>(query: PromiseLike<unknown>): Promise<R[]> {
  return ((await query) as { rows: R[] }).rows;
}
