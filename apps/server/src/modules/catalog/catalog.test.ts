import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';
import { extraServicePrice } from './list-extra-prices.ts';

const t = testApp();
let token: string;
beforeAll(async () => {
  token = await t.login('0901234567');
});

const get = async (url: string) => (await t.request({ method: 'GET', url: `/api${url}`, token })).json();
const COMMODITY_CODES = [
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
];

describe('goods categories', () => {
  it('include every commodity code of the spec and named categories, in the language of the path', async () => {
    const vi = (await get('/v1/categories/lang/vi')).data;
    expect(vi.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining([...COMMODITY_CODES, 'CLOTHES', 'ELECTRONICS', 'TEAS', 'COSMETICS', 'DOCUMENTS']),
    );
    expect(vi).toContainEqual({ id: expect.any(Number), code: '0302', name: 'Hải sản', image: null });
    const ko = (await get('/v1/categories/lang/kr')).data;
    expect(ko.find((c: { code: string }) => c.code === '0302').name).toBe('해산물');
  });

  it('need a signed-in customer', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/categories/lang/en' })).statusCode).toBe(401);
  });
});

describe('product types', () => {
  it('answer the parcel and document lists; the document product is 191 with its one fixed item', async () => {
    const groups: { package_type: string; products: unknown[] }[] = (await get('/v1/producttypes/language/en')).data;
    expect(groups.map((group) => group.package_type)).toEqual(['PARCEL', 'DOCUMENT']);
    const data = Object.fromEntries(groups.map((group) => [group.package_type, group.products])) as Record<
      string,
      { length: number }[]
    >;
    expect(data.DOCUMENT).toEqual([
      expect.objectContaining({
        id: 191,
        product: 'Documents',
        status: 'A',
        items: [{ name: 'Documents', price: 0, quantity: 1 }],
      }),
    ]);
    expect(data.PARCEL.length).toBeGreaterThan(20);
    expect(data.PARCEL[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        product: expect.any(String),
        code: expect.any(String),
        category_img_url: null,
        category_name: expect.any(String),
        description: expect.any(String),
        is_premium: expect.any(Boolean),
        is_warning: expect.any(Boolean),
        is_korean: expect.any(Boolean),
      }),
    );
  });

  it('mark disabled, warning, premium and valuable (VUN) products as data says', async () => {
    const parcels: { code: string; status: string; is_warning: boolean; is_premium: boolean; type: string | null }[] = (
      await get('/v1/producttypes/language/vi')
    ).data[0].products;
    const byCode = Object.fromEntries(parcels.map((p) => [p.code, p]));
    expect(byCode['6099'].status).toBe('D');
    expect(byCode['0302'].is_warning).toBe(true);
    expect(byCode['9999']).toMatchObject({ type: 'VUN', is_premium: true });
    expect(byCode.CLOTHES.is_premium).toBe(true);
    expect(byCode['0302'].is_premium).toBe(false);
  });

  it('offer only products allowed to Korea for location=KR', async () => {
    const all = (await get('/v1/producttypes/language/en')).data[0].products;
    const korea = (await get('/v1/producttypes/language/en?location=KR')).data[0].products;
    expect(korea.length).toBeLessThan(all.length);
    expect(korea.every((p: { is_korean: boolean }) => p.is_korean)).toBe(true);
  });
});

describe('extra services', () => {
  it('are priced from the shipping fee, packaging and SMS free by default', async () => {
    const { data } = await get(
      '/v1/order/extra_prices?shipping_fee=500000&location_from=0-79-0-26740&location_to=0-01-0-00004',
    );
    expect(data).toEqual([
      { code: 'packaging', name: 'Packaging service', price: 0, currency: 'VND', is_default: true },
      { code: 'sms', name: 'SMS notification', price: 0, currency: 'VND', is_default: true },
      { code: 'guarantee', name: 'Guarantee value', price: 25000, currency: 'VND', is_default: false },
      { code: 'fragile', name: 'Fragile handling', price: 15000, currency: 'VND', is_default: false },
    ]);
  });

  it.each([
    [0, 10000],
    [100000, 10000],
    [200000, 10000],
    [200010, 10001],
    [1000000, 50000],
  ])('guarantee value for a shipping fee of %i is %i (5%, at least 10,000)', (fee, price) => {
    expect(extraServicePrice({ kind: 'percentOfShippingFee', percent: 5, minimum: 10000 }, fee)).toBe(price);
  });

  it('refuses a negative shipping fee', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/order/extra_prices?shipping_fee=-1', token });
    expect(response.statusCode).toBe(400);
  });
});
