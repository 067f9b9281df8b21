import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { seedVersions } from '../schema/system.ts';

/**
 * Runs `reload` in one transaction when the data set's version (a hash of its files) differs
 * from the one loaded last; an unchanged data set costs one query at start.
 */
export async function reloadWhenChanged(
  db: Database,
  name: string,
  version: string,
  reload: (tx: Database) => Promise<void>,
): Promise<void> {
  const [loaded] = await db.select().from(seedVersions).where(eq(seedVersions.name, name));
  if (loaded?.version === version) return;
  await db.transaction(async (tx) => {
    await reload(tx);
    await tx
      .insert(seedVersions)
      .values({ name, version })
      .onConflictDoUpdate({ target: seedVersions.name, set: { version, loadedAt: sql`now()` } });
  });
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
