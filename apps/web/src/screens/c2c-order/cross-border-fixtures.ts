import type { DraftAddress } from '../../lib/order-draft.ts';

/*
 * The cross-border pieces the order screen's unit tests share: an address in Korea and a declared item.
 */

export const SEOUL_ADDRESS: DraftAddress = {
  id: 'k',
  personName: 'Kim',
  prefixPhone: '+82',
  phone: '1',
  phoneDisplay: '+82 1',
  fullAddress: 'Seoul',
  lat: 37,
  long: 127,
  country: '1',
};

export const DECLARED_ITEM = {
  categories: { id: 17 },
  quantity: 1,
  productName: 'Áo',
  price: 20,
  material: 'Lụa',
  term: true as const,
};
