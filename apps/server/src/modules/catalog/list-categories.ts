import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/client.ts';
import { listCategories } from './catalog-repository.ts';
import { textIn } from './catalog-texts.ts';

/** `GET /v1/categories/lang/{lang}`: goods categories (spec 1 section 3), named in `lang`. */
export async function getCategories(db: Database, language: Language) {
  const rows = await listCategories(db);
  // No category pictures ship with the data; the web shows an icon per code instead.
  return rows.map((row) => ({ id: row.id, code: row.code, name: textIn(row.name, language), image: null }));
}
