import type { Product } from '@skyparcel/domain/catalog-contracts';
import { useProductTypes } from '../api/get-product-types.ts';

/**
 * The chosen product's name in the UI language: the order draft keeps the name it was chosen
 * with, so it is looked up by id in the current product lists, the copy standing in meanwhile.
 */
export function useProductNameInLanguage(product: Pick<Product, 'id' | 'product'> | null): string | null {
  const groups = useProductTypes();
  if (!product) return null;
  const current = groups.data?.flatMap((group) => group.products).find((candidate) => candidate.id === product.id);
  return current?.product ?? product.product;
}
