import type { Product } from '@skyparcel/domain/catalog-contracts';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  PRODUCT_SEARCH_LIMIT,
  pageAfterChange,
  pageCount,
  pageItems,
  pageOfIndex,
  pageOfProduct,
  productChoice,
  productPageSize,
  searchProducts,
} from './product-rules.ts';

function product(id: number, name: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    product: name,
    code: `C${id}`,
    categoryImgUrl: null,
    categoryName: 'Goods',
    description: '',
    status: 'A',
    isPremium: false,
    isWarning: false,
    isKorean: false,
    type: null,
    items: [],
    ...overrides,
  };
}

const many = (count: number) => Array.from({ length: count }, (_, index) => product(index + 1, `Item ${index + 1}`));

describe('paging', () => {
  it('shows 16 products a page on wide screens and 9 on phones', () => {
    expect(productPageSize(false)).toBe(16);
    expect(productPageSize(true)).toBe(9);
  });

  it.each([
    [0, 16, 1],
    [15, 16, 1],
    [16, 16, 2],
    [31, 16, 2],
    [32, 16, 3],
    [8, 9, 1],
    [9, 9, 2],
    [17, 9, 2],
    [18, 9, 3],
  ])('puts index %i on the right page for size %i', (index, size, page) => {
    expect(pageOfIndex(index, size)).toBe(page);
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 16)).toBe(1);
    expect(pageCount(16, 16)).toBe(1);
    expect(pageCount(17, 16)).toBe(2);
    expect(pageCount(27, 9)).toBe(3);
    expect(pageCount(28, 9)).toBe(4);
  });

  it('slices a page', () => {
    const items = many(20);
    expect(pageItems(items, 1, 16).map((item) => item.id)).toEqual(items.slice(0, 16).map((item) => item.id));
    expect(pageItems(items, 2, 16).map((item) => item.id)).toEqual([17, 18, 19, 20]);
    expect(pageItems(items, 3, 16)).toEqual([]);
  });

  it('finds the page of the selected product, or none', () => {
    const items = many(40);
    expect(pageOfProduct(items, 16, 16)).toBe(1);
    expect(pageOfProduct(items, 17, 16)).toBe(2);
    expect(pageOfProduct(items, 17, 9)).toBe(2);
    expect(pageOfProduct(items, 19, 9)).toBe(3);
    expect(pageOfProduct(items, null, 16)).toBeNull();
    expect(pageOfProduct(items, 999, 16)).toBeNull();
  });

  it('keeps the page inside the list', () => {
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
  });

  it('moves to the selected product, else to page 1 for a new list, else stays', () => {
    expect(pageAfterChange(1, 3, false)).toBe(3);
    expect(pageAfterChange(2, 1, true)).toBe(1);
    expect(pageAfterChange(3, null, true)).toBe(1);
    expect(pageAfterChange(3, null, false)).toBe(3);
  });
});

describe('searchProducts', () => {
  const list = [
    product(1, 'Thực phẩm khô'),
    product(2, 'Điện thoại', { isPremium: true }),
    product(3, 'Quần áo', { code: '9940' }),
    product(4, 'Thực phẩm tươi', { isPremium: true }),
    product(5, '화장품'),
  ];

  it('ignores case and accents, đ included', () => {
    expect(searchProducts(list, 'THUC PHAM').map((item) => item.id)).toEqual([1, 4]);
    expect(searchProducts(list, 'dien').map((item) => item.id)).toEqual([2]);
    expect(searchProducts(list, 'quần').map((item) => item.id)).toEqual([3]);
  });

  it('matches the product code and Korean names', () => {
    expect(searchProducts(list, '9940').map((item) => item.id)).toEqual([3]);
    expect(searchProducts(list, '화장').map((item) => item.id)).toEqual([5]);
  });

  it('matches nothing for an empty or blank query', () => {
    expect(searchProducts(list, '')).toEqual([]);
    expect(searchProducts(list, '   ')).toEqual([]);
  });

  it('gives nothing when no product matches', () => {
    expect(searchProducts(list, 'xyz')).toEqual([]);
  });

  it('matches only premium products under Premium', () => {
    expect(searchProducts(list, 'thuc pham', { premiumOnly: true }).map((item) => item.id)).toEqual([4]);
    expect(searchProducts(list, 'quan', { premiumOnly: true })).toEqual([]);
  });

  it('shows at most 8 matches, in list order', () => {
    expect(PRODUCT_SEARCH_LIMIT).toBe(8);
    const found = searchProducts(many(30), 'item');
    expect(found).toHaveLength(8);
    expect(found.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('caps after the premium filter, not before', () => {
    const mixed = many(20).map((item) => ({ ...item, isPremium: item.id > 10 }));
    expect(searchProducts(mixed, 'item', { premiumOnly: true }).map((item) => item.id)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18,
    ]);
  });
});

describe('productChoice', () => {
  it('chooses an ordinary product', () => {
    expect(productChoice(product(1, 'A'), { isPremium: false })).toBe('ok');
    expect(productChoice(product(1, 'A', { isPremium: true }), { isPremium: true })).toBe('ok');
  });

  it('refuses a product with status D', () => {
    expect(productChoice(product(1, 'A', { status: 'D' }), { isPremium: false })).toBe('disabled');
  });

  it('asks for confirmation of a warning product', () => {
    expect(productChoice(product(1, 'A', { isWarning: true }), { isPremium: false })).toBe('needsConfirm');
  });

  it('refuses a non-premium product under Premium, before anything else', () => {
    expect(productChoice(product(1, 'A'), { isPremium: true })).toBe('notPremium');
    expect(productChoice(product(1, 'A', { status: 'D', isWarning: true }), { isPremium: true })).toBe('notPremium');
  });

  it('says disabled rather than asking to confirm a disabled warning product', () => {
    expect(productChoice(product(1, 'A', { status: 'D', isWarning: true }), { isPremium: false })).toBe('disabled');
  });
});
