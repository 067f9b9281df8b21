import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { extraServices, goodsCategories, products } from '../../db/schema/catalog.ts';

export type ProductRow = typeof products.$inferSelect;
export type ExtraServiceRow = typeof extraServices.$inferSelect;

export function listCategories(db: Database) {
  return db.select().from(goodsCategories).orderBy(asc(goodsCategories.id));
}

export function listProducts(db: Database): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sortOrder));
}

export function listExtraServices(db: Database): Promise<ExtraServiceRow[]> {
  return db.select().from(extraServices).orderBy(asc(extraServices.sortOrder));
}

export async function findProductById(db: Database, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}
