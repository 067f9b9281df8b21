import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { readCsv } from '../../reference/read-csv.ts';

/** One file written into reference-data/<source>/. */
export type BuiltFile = { file: string; content: string; rows: number; inputs: string[]; howDerived: string };

export type SourceBuild = {
  /** Upstream licence files copied unchanged beside the derived files. */
  licences: string[];
  build(sourceDir: string): BuiltFile[];
};

export function toCsv(rows: Record<string, string>[], columns: string[]): string {
  return stringify(rows, { header: true, columns });
}

/** An upstream CSV with only the columns the seed reads, rows and order unchanged. */
export function trimmedCsv(sourceDir: string, file: string, columns: string[]): BuiltFile {
  const rows = readCsv(sourceDir, file);
  const missing = columns.filter((column) => rows.length > 0 && !(column in rows[0]));
  if (missing.length > 0) throw new Error(`${file}: no column ${missing.join(', ')}`);
  return {
    file,
    content: toCsv(rows, columns),
    rows: rows.length,
    inputs: [path.join(sourceDir, file)],
    howDerived: `${file}, columns ${columns.join(', ')} kept`,
  };
}
