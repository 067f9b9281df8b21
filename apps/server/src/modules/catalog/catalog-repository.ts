import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { extraServices, goodsCategories, products } from '../../db/schema/catalog.ts';

export type ProductRow = typeof products.$inferSelect;
export type ExtraServiceRow = typeof extraServices.$inferSelect;

// The catalogue is a few dozen rows read by every price and order: cached whole.

export function listCategories(db: Database) {
  return readReference(db, 'goods_categories', ['goods_categories'], () =>
    db.select().from(goodsCategories).orderBy(asc(goodsCategories.id)),
  );
}

export function listProducts(db: Database): Promise<ProductRow[]> {
  return readReference(db, 'products', ['products'], () => db.select().from(products).orderBy(asc(products.sortOrder)));
}

export function listExtraServices(db: Database): Promise<ExtraServiceRow[]> {
  return readReference(db, 'extra_services', ['extra_services'], () =>
    db.select().from(extraServices).orderBy(asc(extraServices.sortOrder)),
  );
}

export async function findProductById(db: Database, id: number): Promise<ProductRow | undefined> {
  return (await listProducts(db)).find((product) => product.id === id);
}
