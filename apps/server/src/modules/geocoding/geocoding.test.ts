import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let token: string;
beforeAll(async () => {
  token = await t.login('0901234567');
});

const get = async (url: string, lang = 'vi', as = token) =>
  (await t.request({ method: 'GET', url: `/api${url}`, token: as, lang })).json();

describe('reverse geocoding offline', () => {
  it('puts a point in Ba Đình, Hà Nội into that ward', async () => {
    const { data } = await get('/v1/maps/reverse-geocode?lat=21.0368&lng=105.8347');
    expect(data.location).toMatchObject({
      loc_id: '0-01-0-00004',
      province: { label: 'Hà Nội' },
      village: { label: 'Ba Đình' },
    });
    expect(data.place).toMatchObject({ place_id: 'loc:0-01-0-00004', name: 'Ba Đình' });
  });

  it('puts a point in Jongno-gu, Seoul into that gu', async () => {
    const { data } = await get('/v1/maps/reverse-geocode?lat=37.5729&lng=126.9794', 'ko');
    expect(data.location).toMatchObject({
      province: { value: '11', label: '서울특별시' },
      district: { value: '11010', label: '종로구' },
    });
  });

  it('puts a point in District 1 of Hồ Chí Minh City into Sài Gòn ward', async () => {
    const { data } = await get('/v1/maps/reverse-geocode?lat=10.7769&lng=106.7009');
    expect(data.location).toMatchObject({ province: { value: '79' }, village: { label: 'Sài Gòn' } });
  });

  it('refuses a point off the globe', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/maps/reverse-geocode?lat=95&lng=0', token });
    expect(response.statusCode).toBe(400);
  });
});

describe('autocomplete and place details offline', () => {
  it('finds wards without accents and answers their details', async () => {
    const { data } = await get('/v1/maps/autocomplete?input=ba%20dinh');
    const prediction = data.find((p: { place_id: string }) => p.place_id === 'loc:0-01-0-00004');
    expect(prediction).toMatchObject({ main_text: 'Ba Đình', secondary_text: 'Hà Nội, Việt Nam' });
    const details = await get(`/v1/maps/place-details?place_id=${encodeURIComponent(prediction.place_id)}`);
    expect(details.data).toEqual({
      place_id: 'loc:0-01-0-00004',
      name: 'Ba Đình',
      formatted_address: 'Ba Đình, Hà Nội, Việt Nam',
      geometry: { location: { lat: 21.03853, lng: 105.838061 } },
      types: ['administrative_area_level_3'],
    });
  });

  it('suggests the customer’s saved addresses first, and only theirs', async () => {
    const mine = await get('/v1/maps/autocomplete?input=Tr%E1%BA%A7n%20Th%E1%BB%8B%20Mai');
    expect(mine.data[0]).toMatchObject({ main_text: 'Trần Thị Mai', place_id: expect.stringMatching(/^addr:/) });
    const details = await get(`/v1/maps/place-details?place_id=${mine.data[0].place_id}`);
    expect(details.data).toMatchObject({ name: 'Trần Thị Mai', types: ['saved_address'] });
    const other = await t.login('B000002');
    // Another customer's saved address is 404, on both calls that take a place id, as any foreign resource.
    for (const url of ['/api/v1/maps/place-details', '/api/v1/get_location_by_place_id']) {
      const foreign = await t.request({ method: 'GET', url: `${url}?place_id=${mine.data[0].place_id}`, token: other });
      expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await get('/v1/maps/autocomplete?input=Tr%E1%BA%A7n%20Th%E1%BB%8B%20Mai', 'vi', other)).data).toEqual([]);
  });

  it('geocodes the ward part of a written address', async () => {
    const { data } = await get(`/v1/maps/geocode?address=${encodeURIComponent('25 Phan Đình Phùng, Ba Đình, Hà Nội')}`);
    expect(data.place_id).toBe('loc:0-01-0-00004');
  });

  it('turns a place id into our location', async () => {
    const { data } = await get('/v1/get_location_by_place_id?place_id=loc%3A1-11-11010-1101053', 'en');
    expect(data.location).toMatchObject({ loc_id: '1-11-11010-1101053', village: { label: 'Sajik-dong' } });
  });
});
