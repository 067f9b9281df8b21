import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findProductById, listProducts, type ProductRow } from './catalog-repository.ts';

/** A product offered for ordering: unknown is a validation error, status D is not available. */
export async function findOrderableProduct(db: Database, productId: number): Promise<ProductRow> {
  const product = await findProductById(db, productId);
  if (!product) throw AppError.validation([{ field: 'productId', code: 'validation_invalid' }]);
  if (product.status === 'D') throw new AppError('PRODUCT_NOT_AVAILABLE');
  return product;
}

/** An active catalog product by its code (a Cargo Direct commodity), or undefined. */
export async function findActiveProductByCode(db: Database, code: string): Promise<ProductRow | undefined> {
  return (await listActiveProducts(db)).find((product) => product.code === code);
}

/** The catalog's active products, in the catalog's order. */
export async function listActiveProducts(db: Database): Promise<ProductRow[]> {
  return (await listProducts(db)).filter((product) => product.status === 'A');
}

/** A product an order was placed with, whatever its status now. */
export async function findOrderedProduct(db: Database, productId: number): Promise<ProductRow> {
  const product = await findProductById(db, productId);
  if (!product) throw new Error(`product ${productId} is gone`);
  return product;
}
