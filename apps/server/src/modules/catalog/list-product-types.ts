import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/client.ts';
import { listCategories, listProducts, type ProductRow } from './catalog-repository.ts';
import { textIn } from './catalog-texts.ts';

const PACKAGE_TYPES = ['PARCEL', 'DOCUMENT'] as const;

export type ProductFilter = { location?: 'KR' | 'VI' };

/**
 * `GET /v1/producttypes/language/{lang}`: the PARCEL and DOCUMENT product lists. Orders to or
 * from Korea (`location=KR`) offer only the products allowed there (isKorean).
 */
export async function getProductTypes(db: Database, language: Language, filter: ProductFilter) {
  const [rows, categories] = await Promise.all([listProducts(db), listCategories(db)]);
  const categoryName = new Map(categories.map((category) => [category.code, textIn(category.name, language)]));
  const offered = rows.filter((row) => filter.location !== 'KR' || row.isKorean);
  const view = (row: ProductRow) => ({
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
