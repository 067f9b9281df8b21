import { PRICE_ESTIMATE_LIMIT } from '@skyparcel/domain/price-estimate-contracts';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';

const t = testApp();

const hcmc = { country: '0', province: '79' };
const hanoi = { country: '0', province: '01' };
const caoBang = { country: '0', province: '04' };
const seoul = { country: '1', province: '11' };
const ulsan = { country: '1', province: '26' };
const clothes = { package_type: 'PARCEL', weight: 2, dimension: '30x20x10' };

const estimate = (body: Record<string, unknown>, { remoteAddress = '203.0.113.40', lang = 'vi' } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/v1/price-estimate',
    remoteAddress,
    lang,
    payload: { origin: hcmc, destination: hanoi, ...clothes, ...body },
  });

/** The signed-in price call's Standard prices for clothes (an ordinary product) between the demo's HCMC and Hanoi addresses. */
async function priceCallForClothes() {
  const token = await t.login('0901234567');
  const book = (await t.request({ method: 'POST', url: '/api/v2/address', token, payload: {} })).json().data;
  const idOf = (province: string) =>
    book.find(
      (address: { province: string; country: string }) => address.country === '0' && address.province === province,
    ).id;
  const groups = (await t.request({ method: 'GET', url: '/api/v1/producttypes/language/vi', token })).json().data;
  const product = groups
    .flatMap((group: { products: { code: string; id: number }[] }) => group.products)
    .find((candidate: { code: string }) => candidate.code === 'CLOTHES');
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/order/calculate-price',
    token,
    payload: {
      sender_address_id: idOf('79'),
      receiver_address_id: idOf('01'),
      product_id: product.id,
      weight: clothes.weight,
      dimension: clothes.dimension,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the price calculator, signed out (POST /v1/price-estimate)', () => {
  it('prices ordinary goods as the order screen does: the same Standard price and arrival per handover', async () => {
    const response = await estimate({});
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    const priced = await priceCallForClothes();
    expect(answer).toMatchObject({ direction: 'DOMESTIC', currency: 'VND', chargeable_weight: 2 });
    expect(answer.methods).toEqual(
      priced.methods.map((method: { delivery_type: string; price: number; est_date_time: string }) => ({
        delivery_type: method.delivery_type,
        price: method.price,
        est_date_time: method.est_date_time,
      })),
    );
    expect(answer.tiers.map((tier: { tier: string }) => tier.tier)).toEqual(['BASIC', 'PREMIUM']);
    expect(answer.tiers[0]).toMatchObject({
      from_price: Math.min(...answer.methods.map((m: { price: number }) => m.price)),
    });
  });

  it('charges the volume when it weighs more than the parcel', async () => {
    const light = (await estimate({ weight: 0.5, dimension: '60x50x40' })).json().data;
    expect(light.chargeable_weight).toBeGreaterThan(0.5);
  });

  it('prices Vietnam to Korea in dong, and Korea to Vietnam in won', async () => {
    const outbound = (await estimate({ destination: seoul })).json();
    expect(outbound.data).toMatchObject({ direction: 'OUTBOUND', currency: 'VND' });
    const inbound = (await estimate({ origin: seoul, destination: hanoi })).json();
    expect(inbound.data).toMatchObject({ direction: 'INBOUND', currency: 'KRW' });
    // Korea's pickup partner collects on its own schedule: Premium says why it cannot be had.
    expect(inbound.data.tiers[1]).toMatchObject({
      tier: 'PREMIUM',
      from_price: null,
      unavailable: { code: 'KOREA_PICKUP_TIER_NOT_SUPPORTED' },
    });
  });

  it.each([
    ['inside Korea', { origin: seoul, destination: ulsan }, 422, 'NO_SHIPPING_INSIDE_KOREA'],
    ['from a province we do not pick up in', { origin: caoBang }, 422, 'ONLY_CERTAIN_CITIES'],
  ])('refuses a route %s with the price call’s error', async (_, body, status, code) => {
    const response = await estimate(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  it.each([
    ['origin.province', { origin: { country: '0', province: '999' } }, 'validation_invalid'],
    ['destination.country', { destination: { country: '7', province: '01' } }, 'validation_required'],
    ['weight', { weight: 0 }, 'validation_required'],
    ['weight', { weight: 40 }, 'validation_weight_limit'],
    ['weight', { package_type: 'DOCUMENT', weight: 3, dimension: '30x20x1' }, 'validation_weight_limit'],
    ['dimension', { dimension: '120x60x50' }, 'validation_size_sum'],
    ['package_type', { package_type: 'PALLET' }, 'validation_required'],
  ])('refuses a bad %s (%o) at the field, in the visitor’s language', async (field, body, code) => {
    const response = await estimate(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('slows a script: past the limit an address is refused for a while, and others are not', async () => {
    const parallel = Array.from({ length: PRICE_ESTIMATE_LIMIT.estimates }, () =>
      estimate({}, { remoteAddress: '198.51.100.40' }),
    );
    expect((await Promise.all(parallel)).map((response) => response.statusCode)).toEqual(
      Array(PRICE_ESTIMATE_LIMIT.estimates).fill(200),
    );
    const refused = await estimate({}, { remoteAddress: '198.51.100.40', lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await estimate({}, { remoteAddress: '198.51.100.41' })).statusCode).toBe(200);
  });
});

describe('the calculator’s provinces (GET /v1/price-estimate/places)', () => {
  it('offers the pickup provinces and Korea as origins, every province and Korea as destinations, in the reader’s language', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/price-estimate/places', lang: 'ko' });
    expect(response.statusCode).toBe(200);
    const { origins, destinations } = response.json().data;
    const named = (places: { country: string; province: string; name: string }[], country: string, province: string) =>
      places.find((place) => place.country === country && place.province === province)?.name;
    expect(named(origins, '0', '79')).toBeTruthy();
    expect(named(origins, '0', '04')).toBeUndefined();
    expect(named(origins, '1', '11')).toBe('서울특별시');
    expect(named(destinations, '0', '04')).toBeTruthy();
    expect(destinations.map((place: { name: string }) => place.name)).toContain('부산광역시');
  });
});
