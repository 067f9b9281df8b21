import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { airports } from '../../schema/flights.ts';
import { divisions, legacyVnWards } from '../../schema/locations.ts';
import { banks } from '../../schema/payments.ts';
import { krPostCodeAreas } from '../../schema/post-codes.ts';
import { fromExcluded } from '../../upsert.ts';
import krCorrections from '../data/kr-division-corrections.json' with { type: 'json' };
import { reloadWhenChanged, replaceRows, replaceRowsInBulk } from '../reload-when-changed.ts';
import { AIRPORT_FILES, readAirports } from './airports.ts';
import { BANK_FILES, readBanks } from './banks.ts';
import { KR_DIVISION_FILES, readKrDivisions } from './kr-divisions.ts';
import { KR_POST_CODE_FILES, readKrPostCodeAreas } from './kr-post-codes.ts';
import { readLegacyVnWards, readVnDivisions, VN_DIVISION_FILES } from './vn-divisions.ts';

const DATA_SET = 'divisions';
/** Raise when the way rows are built changes, so existing databases reload. */
const LOADER_VERSION = '3';

/**
 * Loads the open reference data of reference-data/ (or REFERENCE_DATA_DIR) into its tables,
 * replacing the old rows whenever the files change; unchanged files are not reloaded (nor
 * parsed: a start on an up-to-date database only hashes them).
 */
export async function seedReferenceData(db: Database, referenceDataDir: string): Promise<void> {
  const versions = referenceDataVersions(referenceDataDir);
  await reloadWhenChanged(db, DATA_SET, versions.divisions, async (tx) => {
    // Parsed rows live only in this scope: nothing of the files stays in memory after the load.
    const krDivisions = readKrDivisions(referenceDataDir);
    await replaceRowsInBulk(tx, divisions, [...readVnDivisions(referenceDataDir), ...krDivisions]);
    await replaceRowsInBulk(tx, legacyVnWards, readLegacyVnWards(referenceDataDir));
    // Post code areas name their dong by its division code: they load with the divisions.
    await replaceRowsInBulk(tx, krPostCodeAreas, readKrPostCodeAreas(referenceDataDir, krDivisions));
    // Fresh statistics, so name searches use the trigram index at once (PGlite has no autovacuum).
    await tx.execute(sql`analyze ${divisions}, ${legacyVnWards}, ${krPostCodeAreas}`);
  });
  // Airports are upserted, not replaced: flights refer to them.
  await reloadWhenChanged(db, 'airports', versions.airports, async (tx) => {
    await tx
      .insert(airports)
      .values(readAirports(referenceDataDir))
      .onConflictDoUpdate({
        target: airports.iata,
        set: fromExcluded(airports, [
          'name',
          'country',
          'province',
          'municipality',
          'lat',
          'lng',
          'hasScheduledService',
        ]),
      });
  });
  // Nothing refers to a bank by key (an order keeps the code it was paid with): replaced whole.
  await reloadWhenChanged(db, 'banks', versions.banks, (tx) => replaceRows(tx, banks, readBanks(referenceDataDir)));
}

/** The versions the data sets are loaded under: a new data release (or loader) changes them. */
export function referenceDataVersions(referenceDataDir: string): {
  divisions: string;
  airports: string;
  banks: string;
} {
  if (!existsSync(referenceDataDir)) {
    throw new Error(`REFERENCE_DATA_DIR not found: ${referenceDataDir} (a folder laid out like reference-data/)`);
  }
  return {
    divisions: fingerprint(referenceDataDir, [...VN_DIVISION_FILES, ...KR_DIVISION_FILES, ...KR_POST_CODE_FILES]),
    airports: fingerprint(referenceDataDir, AIRPORT_FILES),
    banks: fingerprint(referenceDataDir, BANK_FILES),
  };
}

/** The files' contents and our corrections, hashed: a new data release changes it. */
function fingerprint(referenceDataDir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(path.join(referenceDataDir, file)));
  hash.update(JSON.stringify(krCorrections));
  hash.update(LOADER_VERSION);
  return hash.digest('hex');
}
