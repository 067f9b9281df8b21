import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/** Rows of a CSV file under the reference data folder, keyed by its header. */
export function readCsv(referenceDataDir: string, file: string): Record<string, string>[] {
  const content = readFileSync(path.join(referenceDataDir, file), 'utf8');
  return parse(content, { columns: true, skip_empty_lines: true, bom: true });
}
