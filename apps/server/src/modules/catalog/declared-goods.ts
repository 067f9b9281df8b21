import type { DeclaredGoodsItem } from '@skyparcel/domain/goods-declaration-contracts';
import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { listCategories, type ProductRow } from './catalog-repository.ts';
import { textIn } from './catalog-texts.ts';

type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

/** A declared item with its category from the reference list (code and names in every language). */
export type ResolvedGoodsItem = Omit<DeclaredGoodsItem, 'categories'> & { category: CategoryRow };

/**
 * The goods a cross-border shipment declares: a document carries its product's one fixed item
 * (Documents, price 0, quantity 1; spec 1 section 1) whatever was sent; a parcel the customer's
 * items, each category one of the reference list (`validation_invalid` at its field otherwise).
 */
export async function resolveDeclaredGoods(
  db: Database,
  product: Pick<ProductRow, 'packageType' | 'categoryCode' | 'fixedItem'>,
  items: readonly DeclaredGoodsItem[],
): Promise<ResolvedGoodsItem[]> {
  const categories = await listCategories(db);
  if (product.packageType === 'DOCUMENT') return [documentsItem(product, categories)];
  return items.map(({ categories: chosen, ...item }, index) => {
    const category = categories.find((candidate) => candidate.id === chosen.id);
    if (!category) throw AppError.validation([{ field: `goodsInfo.${index}.categories`, code: 'validation_invalid' }]);
    return { ...item, category };
  });
}

function documentsItem(
  product: Pick<ProductRow, 'categoryCode' | 'fixedItem'>,
  categories: readonly CategoryRow[],
): ResolvedGoodsItem {
  const category = categories.find((candidate) => candidate.code === product.categoryCode);
  const fixed = product.fixedItem;
  if (!category || !fixed) throw new Error(`document product without its fixed item: ${product.categoryCode}`);
  return {
    category,
    quantity: fixed.quantity,
    productName: fixed.name,
    price: fixed.price,
    material: '',
    receipts: [],
    goodsUrl: undefined,
    term: true,
  };
}

/** Goods categories by id, named in the reader's language (an order's declared items show them). */
export async function categoriesIn(
  db: Database,
  language: Language,
): Promise<Map<number, { id: number; code: string; name: string }>> {
  const categories = await listCategories(db);
  return new Map(categories.map((row) => [row.id, { id: row.id, code: row.code, name: textIn(row.name, language) }]));
}
