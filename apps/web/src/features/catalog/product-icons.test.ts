import { describe, expect, it } from 'vitest';
import { productIcon } from './product-icons.ts';

const PARCEL_CODES = [
  '0000',
  '0001',
  '0002',
  '0005',
  '0012',
  '0302',
  '0305',
  '0310',
  '0313',
  '0316',
  '0320',
  '6099',
  '9820',
  '9940',
  '9950',
  '9999',
  'CLOTHES',
  'SHOES',
  'ELECTRONICS',
  'TEAS',
  'COSMETICS',
  'BOOKS',
  'TOYS',
  'HOUSEHOLD',
  'SUPPLEMENTS',
];

describe('product tile icons', () => {
  it('gives every parcel category of the catalogue its own icon, none the generic box', () => {
    const icons = PARCEL_CODES.map((code) => productIcon(code, 'PARCEL'));
    expect(new Set(icons.map(({ Icon }) => Icon)).size).toBe(PARCEL_CODES.length);
    expect(new Set(icons.map(({ name }) => name)).size).toBe(PARCEL_CODES.length);
    expect(icons.map(({ name }) => name)).not.toContain('package');
  });

  it('draws fitting pictures for the everyday categories', () => {
    expect(productIcon('0302', 'PARCEL').name).toBe('fish');
    expect(productIcon('CLOTHES', 'PARCEL').name).toBe('shirt');
    expect(productIcon('DOCUMENTS', 'DOCUMENT').name).toBe('file-text');
  });

  it('falls back to the package type’s picture for a category it does not know', () => {
    expect(productIcon('NEW-CATEGORY', 'PARCEL').name).toBe('package');
    expect(productIcon('NEW-CATEGORY', 'DOCUMENT').name).toBe('file-text');
    expect(productIcon('constructor', 'PARCEL').name).toBe('package');
  });
});
