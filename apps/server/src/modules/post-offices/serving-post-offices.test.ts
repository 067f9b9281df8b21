import { POST_OFFICE_SERVICE_RADIUS_KM } from '@skyparcel/domain/post-office-contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, anAddress, type Customer } from '../../test/builders.ts';
import { testApp } from '../../test/test-app.ts';

/*
 * An office serves an address of its own province within POST_OFFICE_SERVICE_RADIUS_KM (issue 10:
 * the chooser offered an office 130 km away in another province). The demo network has five offices
 * in central Hồ Chí Minh City and one in each other province.
 */
const t = testApp();
let customer: Customer;
beforeAll(async () => {
  customer = await aCustomer(t);
});

type Office = { code: string; distance: number };

const serving = async (addressId: string, { token = customer.token, lang = 'en', limit = 10 } = {}) => {
  const url = `/api/v1/post-offices/serving?address_id=${addressId}&limit=${limit}`;
  const response = await t.request({ method: 'GET', url, token, lang });
  return { status: response.statusCode, body: response.json() };
};

/** A saved address of the customer in a Vietnamese ward, at the ward's point. */
const savedIn = (province: string, village: string) =>
  anAddress(t, customer.token, { province, village, address: '1 Đường Thử' });
const addressIn = async (province: string, village: string) => (await savedIn(province, village)).id;

describe('post offices that serve an address', () => {
  it('answers the offices of the address’s province within the radius, nearest first', async () => {
    const { status, body } = await serving(await addressIn('79', '26740'));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ province: '79', province_name: 'Ho Chi Minh', radius_km: 50 });
    const offices: Office[] = body.data.post_offices;
    expect(offices.length).toBeGreaterThan(1);
    expect(offices.every((office) => office.code.startsWith('VN79'))).toBe(true);
    const distances = offices.map((office) => office.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(POST_OFFICE_SERVICE_RADIUS_KM * 1000);
  });

  it('leaves out a nearer office across the provincial border', async () => {
    // Tân Đông Hiệp (Hồ Chí Minh City) is 10 km from Đồng Nai's office and 21 km from its own city's.
    const address = await savedIn('79', '25945');
    const nearest: Office[] = (
      await t.request({
        method: 'GET',
        url: `/api/v1/post-offices/nearby?latitude=${address.lat}&longitude=${address.long}&limit=1`,
        token: customer.token,
      })
    ).json().data;
    expect(nearest[0].code).toBe('VN75001');
    const offices: Office[] = (await serving(address.id)).body.data.post_offices;
    expect(offices.length).toBeGreaterThan(0);
    expect(offices.map((office) => office.code)).not.toContain('VN75001');
    expect(offices.every((office) => office.code.startsWith('VN79'))).toBe(true);
  });

  it('answers no office, with the province and radius, for an address too far from its province’s offices', async () => {
    // Phường Vũng Tàu is in Hồ Chí Minh City since 2025, some 60 km from the city's offices.
    const { status, body } = await serving(await addressIn('79', '26506'), { lang: 'vi' });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      province: '79',
      province_name: 'Hồ Chí Minh',
      radius_km: POST_OFFICE_SERVICE_RADIUS_KM,
      post_offices: [],
    });
  });

  it('serves a Korean address from its own sido', async () => {
    const address = (await anAddress(t, customer.token, { country: '1' })).id;
    const offices: Office[] = (await serving(address)).body.data.post_offices;
    expect(offices.length).toBeGreaterThan(0);
    expect(offices.every((office) => office.code.startsWith('KR11'))).toBe(true);
  });

  it('keeps another customer’s address to its owner and asks for an address', async () => {
    const address = await addressIn('79', '26740');
    const stranger = await aCustomer(t);
    expect((await serving(address, { token: stranger.token })).status).toBe(404);
    const missing = await t.request({ method: 'GET', url: '/api/v1/post-offices/serving', token: customer.token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields[0].field).toBe('address_id');
  });
});
