import {
  type CatalogLanguageParams,
  PACKAGE_TYPES,
  type Product,
  type ProductGroup,
  type ProductTypesQuery,
} from '@skyparcel/domain/catalog-contracts';
import { normalizeLanguage } from '@skyparcel/domain/locale';
import type { CallContext } from '../../http/call-context.ts';
import { listCategories, listProducts, type ProductRow } from './catalog-repository.ts';
import { textIn } from './catalog-texts.ts';

/**
 * `GET /v1/producttypes/language/{lang}`: the PARCEL and DOCUMENT product lists. Orders to or
 * from Korea (`location=KR`) offer only the products allowed there (isKorean).
 */
export async function getProductTypes(
  call: CallContext<CatalogLanguageParams & ProductTypesQuery>,
): Promise<ProductGroup[]> {
  // The spec's path names the language, so it wins over Accept-Language.
  const language = normalizeLanguage(call.input.lang);
  const [rows, categories] = await Promise.all([listProducts(call.db), listCategories(call.db)]);
  const categoryName = new Map(categories.map((category) => [category.code, textIn(category.name, language)]));
  const offered = rows.filter((row) => call.input.location !== 'KR' || row.isKorean);
  const view = (row: ProductRow): Product => ({
    id: row.id,
    product: textIn(row.name, language),
    code: row.code,
    categoryImgUrl: null,
    categoryName: categoryName.get(row.categoryCode) ?? '',
    description: textIn(row.description, language),
    status: row.status,
    isPremium: row.isPremium,
    isWarning: row.isWarning,
    isKorean: row.isKorean,
    type: row.type,
    items: row.fixedItem ? [row.fixedItem] : [],
  });
  // Groups as a list: package types are values (PARCEL, DOCUMENT), not keys the wire would re-case.
  return PACKAGE_TYPES.map((packageType) => ({
    packageType,
    products: offered.filter((row) => row.packageType === packageType).map(view),
  }));
}
