import type { banks } from '../../schema/payments.ts';
import { readCsv } from './read-csv.ts';

export const BANK_FILES = ['vn-banks/vn_banks.csv'] as const;

/** The Vietnamese banks of reference-data/vn-banks (NAPAS members with their BIN; see its SOURCE.md). */
export function readBanks(referenceDataDir: string): (typeof banks.$inferInsert)[] {
  return readCsv(referenceDataDir, BANK_FILES[0]).map((row) => ({
    code: row.code,
    bin: row.bin,
    shortName: row.short_name,
    name: row.name,
    swiftCode: row.swift_code || null,
  }));
}
