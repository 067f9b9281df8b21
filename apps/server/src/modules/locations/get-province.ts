import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/database.ts';
import { divisionName } from './division-view.ts';
import { findDivision } from './location-repository.ts';

/** A province (Korea: sido) by code with its name in the reader's language, or null when unknown. */
export async function getProvince(db: Database, country: string, code: string, language: Language) {
  const row = await findDivision(db, country, 'province', code);
  return row ? { code: row.code, name: divisionName(row, language) } : null;
}
