import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { parsePostOfficeCsv } from './post-office-file.ts';
import { upsertPostOffices } from './post-office-repository.ts';

export type ImportResult = { imported: number; errors: string[] };

/** Loads a post office CSV: all rows or none, codes already known are updated. */
export async function importPostOffices(db: Database, csv: string): Promise<ImportResult> {
  const { offices, errors } = parsePostOfficeCsv(csv);
  if (errors.length) return { imported: 0, errors };
  await inTransaction(db, (tx) => upsertPostOffices(tx, offices));
  return { imported: offices.length, errors: [] };
}
