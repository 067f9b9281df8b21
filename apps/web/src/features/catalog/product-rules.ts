import type { Product } from '@skyparcel/domain/catalog-contracts';
import { foldVietnamese } from '@skyparcel/domain/text-fold';

/** Spec 1 section 9: 2 lines of 8 on wide screens, 3 lines of 3 below 768 px. */
export const PRODUCT_PAGE_SIZE = { wide: 16, narrow: 9 } as const;
/** Spec 1 section 9: the search dropdown shows at most 8 products. */
export const PRODUCT_SEARCH_LIMIT = 8;
/** Spec 1 section 9: debounce 500 ms on search and input. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 500;
/** Below this width the list shows 9 products a page. */
export const NARROW_PRODUCT_QUERY = '(max-width: 767px)';

export const productPageSize = (isNarrow: boolean): number =>
  isNarrow ? PRODUCT_PAGE_SIZE.narrow : PRODUCT_PAGE_SIZE.wide;

/** At least one page, so an empty list still has a page 1 to stand on. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** The products shown on a 1-based page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** Spec 1 section 9: a selected product's page is floor(index / page size) + 1. */
export const pageOfIndex = (index: number, pageSize: number): number => Math.floor(index / pageSize) + 1;

/** The page holding a product, or null when none is chosen or it is not in this list. */
export function pageOfProduct(products: readonly Product[], productId: number | null, pageSize: number): number | null {
  if (productId === null) return null;
  const index = products.findIndex((product) => product.id === productId);
  return index < 0 ? null : pageOfIndex(index, pageSize);
}

/** Keeps a page inside 1..totalPages (a shorter list may have dropped the page the user was on). */
export const clampPage = (page: number, totalPages: number): number => Math.min(Math.max(1, page), totalPages);

/**
 * The page to show after the list, the page size or the selection changed: the selected product's page when
 * there is one; otherwise page 1 for a new list (spec 4: a new package type resets the page) or the same page.
 */
export function pageAfterChange(current: number, heldPage: number | null, isNewList: boolean): number {
  if (heldPage !== null) return heldPage;
  return isNewList ? 1 : current;
}

/**
 * Products whose name or code holds the query, ignoring case and Vietnamese accents, in list order, at most
 * `limit`. Under Premium only premium products match (spec 4). An empty query matches nothing.
 */
export function searchProducts(
  products: readonly Product[],
  query: string,
  { premiumOnly = false, limit = PRODUCT_SEARCH_LIMIT }: { premiumOnly?: boolean; limit?: number } = {},
): Product[] {
  const needle = foldVietnamese(query);
  if (!needle) return [];
  const matches: Product[] = [];
  for (const product of products) {
    if (matches.length >= limit) break;
    if (premiumOnly && !product.isPremium) continue;
    if (foldVietnamese(product.product).includes(needle) || foldVietnamese(product.code).includes(needle)) {
      matches.push(product);
    }
  }
  return matches;
}

/**
 * What choosing a product does (spec 4, "Product choice" and "Premium tier"): not offered under Premium,
 * disabled (status D: say so, do not select), needs the warning confirmed first, or simply chosen.
 */
export type ProductChoice = 'ok' | 'disabled' | 'needsConfirm' | 'notPremium';

export function productChoice(product: Product, { isPremium }: { isPremium: boolean }): ProductChoice {
  if (isPremium && !product.isPremium) return 'notPremium';
  if (product.status === 'D') return 'disabled';
  if (product.isWarning) return 'needsConfirm';
  return 'ok';
}
