import type { CatalogLanguageParams, Category } from '@skyparcel/domain/catalog-contracts';
import { normalizeLanguage } from '@skyparcel/domain/locale';
import type { CallContext } from '../../http/call-context.ts';
import { listCategories } from './catalog-repository.ts';
import { textIn } from './catalog-texts.ts';

/** `GET /v1/categories/lang/{lang}`: goods categories (spec 1 section 3), named in `lang`. */
export async function getCategories(call: CallContext<CatalogLanguageParams>): Promise<Category[]> {
  // The spec's path names the language, so it wins over Accept-Language.
  const language = normalizeLanguage(call.input.lang);
  const rows = await listCategories(call.db);
  // No category pictures ship with the data; the web shows an icon per code instead.
  return rows.map((row) => ({ id: row.id, code: row.code, name: textIn(row.name, language), image: null }));
}
