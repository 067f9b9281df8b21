import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.ts';
import { divisions, legacyVnWards } from '../../schema/locations.ts';
import { seedVersions } from '../../schema/system.ts';
import krCorrections from '../data/kr-division-corrections.json' with { type: 'json' };
import { KR_DIVISION_FILES, readKrDivisions } from './kr-divisions.ts';
import { readLegacyVnWards, readVnDivisions, VN_DIVISION_FILES } from './vn-divisions.ts';

const BATCH = 1000;
const DATA_SET = 'divisions';
/** Raise when the way rows are built changes, so existing databases reload. */
const LOADER_VERSION = '2';

/**
 * Loads the open reference data of ../shared/data (REFERENCE_DATA_DIR) into its tables,
 * replacing the old rows whenever the files change; unchanged files are not reloaded.
 */
export async function seedReferenceData(db: Database, referenceDataDir: string): Promise<void> {
  if (!existsSync(referenceDataDir)) {
    throw new Error(`REFERENCE_DATA_DIR not found: ${referenceDataDir} (the shared open data folder)`);
  }
  const version = fingerprint(referenceDataDir, [...VN_DIVISION_FILES, ...KR_DIVISION_FILES]);
  const [loaded] = await db.select().from(seedVersions).where(eq(seedVersions.name, DATA_SET));
  if (loaded?.version === version) return;

  const divisionRows = [...readVnDivisions(referenceDataDir), ...readKrDivisions(referenceDataDir)];
  const legacyRows = readLegacyVnWards(referenceDataDir);
  await db.transaction(async (tx) => {
    await replaceRows(tx, divisions, divisionRows);
    await replaceRows(tx, legacyVnWards, legacyRows);
    await tx
      .insert(seedVersions)
      .values({ name: DATA_SET, version })
      .onConflictDoUpdate({ target: seedVersions.name, set: { version, loadedAt: sql`now()` } });
  });
}

async function replaceRows<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][]) {
  await db.delete(table);
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(table).values(rows.slice(start, start + BATCH));
  }
}

/** The files' contents and our corrections, hashed: a new data release changes it. */
function fingerprint(referenceDataDir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(path.join(referenceDataDir, file)));
  hash.update(JSON.stringify(krCorrections));
  hash.update(LOADER_VERSION);
  return hash.digest('hex');
}
