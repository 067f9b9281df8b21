import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let token: string;
beforeAll(async () => {
  token = await t.login('0901234567');
});

type KoreanAddress = {
  post_code: string;
  loc_id: string;
  sido: string;
  sigungu: string;
  eup_myeon_dong: string;
  lat: number;
  lng: number;
  is_shared_code: boolean;
  road_address: string | null;
};

const search = async (query: Record<string, string>, lang = 'ko') => {
  const response = await t.request({
    method: 'GET',
    url: `/api/v1/order/address-korea?${new URLSearchParams(query)}`,
    token,
    lang,
  });
  const body = response.json();
  return { status: response.statusCode, body, data: (body.data ?? []) as KoreanAddress[] };
};
const codes = (data: KoreanAddress[]) => data.map((address) => address.post_code);

describe('Korean address search (post code areas)', () => {
  it('finds post codes by their first digits, in post code order, 20 a page', async () => {
    const { status, body, data } = await search({ loc_id: '1', search: '0302' });
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(20);
    expect(codes(data).every((code) => code.startsWith('0302'))).toBe(true);
    expect(codes(data)).toEqual([...codes(data)].sort());
    expect(body.meta.source).toBe('post-codes');
    expect(data[0]).toMatchObject({ sido: '서울특별시', sigungu: '종로구', road_address: null });
    expect(data[0].loc_id).toMatch(/^1-11-11010-\d{7}$/);
  });

  it('finds areas by their Hangul name', async () => {
    const { data } = await search({ loc_id: '1', search: '사직동' });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((address) => address.eup_myeon_dong.includes('사직'))).toBe(true);
    expect(data.map((address) => address.sigungu)).toContain('종로구');
  });

  it('finds areas by romanised names, with or without hyphens, named in English for en', async () => {
    const { data } = await search({ loc_id: '1-11', search: 'sajik' }, 'en');
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({ sido: 'Seoul', sigungu: 'Jongno-gu', eup_myeon_dong: 'Sajik-dong' });
    const hyphenless = await search({ loc_id: '1-11', search: 'gangnam gu' }, 'en');
    const hyphenated = await search({ loc_id: '1-11', search: 'Gangnam-gu' }, 'en');
    expect(hyphenless.data.length).toBeGreaterThan(0);
    expect(hyphenless.body.meta.pagination.total).toBe(hyphenated.body.meta.pagination.total);
    expect(hyphenless.data.every((address) => address.sigungu === 'Gangnam-gu')).toBe(true);
  });

  it('searches only inside the chosen sido, si/gun/gu or dong', async () => {
    const district = await search({ loc_id: '1-11-11010' });
    expect(district.data.length).toBe(20);
    expect(district.data.every((address) => address.loc_id.startsWith('1-11-11010-'))).toBe(true);
    const dong = await search({ loc_id: district.data[0].loc_id });
    expect(dong.data.every((address) => address.loc_id === district.data[0].loc_id)).toBe(true);
    // Sajik-dong is in Seoul: looking for it in Busan finds nothing.
    expect((await search({ loc_id: '1-21', search: '사직동 종로' })).data).toEqual([]);
  });

  it('answers the first page of the division for an empty search, and pages with meta.pagination', async () => {
    const first = await search({ loc_id: '1-11-11010', page_size: '5' });
    const second = await search({ loc_id: '1-11-11010', page_size: '5', page: '2' });
    expect(codes(first.data)[0]).toBe('03000');
    expect(second.body.meta.pagination).toMatchObject({ per_page: 5, current_page: 2, count: 5 });
    const { total } = first.body.meta.pagination;
    expect(total).toBeGreaterThan(10);
    expect(second.body.meta.pagination.total_pages).toBe(Math.ceil(total / 5));
    expect(codes(second.data).every((code) => code > codes(first.data)[4])).toBe(true);
  });

  it('says when a post code serves several areas', async () => {
    const { data } = await search({ loc_id: '1', search: '10003' });
    expect(data.length).toBeGreaterThan(1);
    expect(data.every((address) => address.is_shared_code)).toBe(true);
    const single = await search({ loc_id: '1', search: '03000' });
    expect(single.data).toHaveLength(1);
    expect(single.data[0].is_shared_code).toBe(false);
  });

  it('names the renamed provinces by their current names', async () => {
    const gangwon = await search({ loc_id: '1-32', page_size: '1' });
    expect(gangwon.data[0].sido).toBe('강원특별자치도');
    expect((await search({ loc_id: '1-32', page_size: '1' }, 'en')).data[0].sido).toBe('Gangwon State');
    const jeonbuk = await search({ loc_id: '1-35', page_size: '1' });
    expect(jeonbuk.data[0].sido).toBe('전북특별자치도');
    expect((await search({ loc_id: '1', search: '강원도' })).data).toEqual([]);
  });

  it('puts 군위군 under 대구광역시, not 경상북도', async () => {
    const inDaegu = await search({ loc_id: '1-22', search: '군위' });
    expect(inDaegu.data.length).toBeGreaterThan(0);
    expect(inDaegu.data.every((address) => address.sido === '대구광역시' && address.sigungu === '군위군')).toBe(true);
    expect(inDaegu.data[0].loc_id).toMatch(/^1-22-37310-/);
    expect((await search({ loc_id: '1-22-37310' })).data.length).toBeGreaterThan(0);
    expect((await search({ loc_id: '1-37', search: '군위' })).data).toEqual([]);
    expect((await search({ loc_id: '1-37-37310' })).status).toBe(404);
  });

  it('answers 404 with a clear message for a division that is not Korean or does not exist', async () => {
    for (const locId of ['1-99', '0-01', '1-11-21070', '1-11-11010-9999999']) {
      const { status, body } = await search({ loc_id: locId }, 'en');
      expect(status, locId).toBe(404);
      expect(body).toMatchObject({ status: false, code: 'KOREAN_DIVISION_NOT_FOUND' });
      expect(body.message).toContain('Korean area was not found');
    }
    expect((await search({ loc_id: '1-99' }, 'vi')).body.message).toContain('Không tìm thấy khu vực');
  });

  it('refuses malformed paging and overlong searches with field errors', async () => {
    const tooBig = await search({ loc_id: '1', page_size: '500' });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.data.fields[0].field).toBe('page_size');
    const tooLong = await search({ loc_id: '1', search: 'a'.repeat(81) });
    expect(tooLong.body.data.fields).toEqual([
      expect.objectContaining({ field: 'search', code: 'validation_max_length' }),
    ]);
    expect((await search({ loc_id: '1--2' })).status).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/order/address-korea?loc_id=1' });
    expect(response.statusCode).toBe(401);
  });
});
