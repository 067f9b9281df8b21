import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jusoAnswer, SAJIK_ADDRESS } from '../../integrations/juso/juso-stand-in.ts';
import { type StandInServer, startStandInServer } from '../../test/stand-in-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The app with JUSO_API_KEY set, talking to a stand-in of business.juso.go.kr on loopback. */
let jusoService: StandInServer;
let t: TestApp;
let token: string;
beforeAll(async () => {
  jusoService = await startStandInServer();
  t = await createTestApp({ JUSO_API_KEY: 'test-key', JUSO_BASE_URL: jusoService.baseUrl });
  token = await t.login('0901234567');
});
afterAll(async () => {
  await t.close();
  await jusoService.close();
});
beforeEach(() => {
  jusoService.reset({ body: jusoAnswer('0', [SAJIK_ADDRESS], 1) });
});

/** The keywords the service was asked for since the test began. */
const keywords = () => jusoService.urls().map((url) => url.searchParams.get('keyword') ?? '');

const search = async (query: Record<string, string>, lang = 'ko') => {
  const response = await t.request({
    method: 'GET',
    url: `/api/v1/order/address-korea?${new URLSearchParams(query)}`,
    token,
    lang,
  });
  return { status: response.statusCode, body: response.json() };
};

describe('Korean address search with the road-address service', () => {
  it('answers road addresses with their post code, placed in our dong, searching with the division names', async () => {
    const { status, body } = await search({ loc_id: '1-11-11010', search: '사직로8길' });
    expect(status).toBe(200);
    expect(keywords()).toEqual(['서울특별시 종로구 사직로8길']);
    expect(body.meta.source).toBe('road-addresses');
    expect(body.data).toEqual([
      expect.objectContaining({
        post_code: '03028',
        loc_id: '1-11-11010-1101053',
        sido: '서울특별시',
        sigungu: '종로구',
        eup_myeon_dong: '사직동',
        road_address: '서울특별시 종로구 사직로8길 4 (사직동)',
        street: '사직로8길 4',
        jibun_address: '서울특별시 종로구 사직동 311-1',
        english_address: '4 Sajik-ro 8-gil, Jongno-gu, Seoul',
        building_name: '사직빌딩',
      }),
    ]);
    expect(body.data[0].lat).toBeCloseTo(37.57, 1);
  });

  it('leaves out addresses whose post code is not in the data or that lie outside the division', async () => {
    jusoService.answer({ body: jusoAnswer('0', [{ ...SAJIK_ADDRESS, zipNo: '99999' }, SAJIK_ADDRESS], 2) });
    expect((await search({ loc_id: '1-11', search: '사직로' })).body.data).toHaveLength(1);
    expect((await search({ loc_id: '1-21', search: '사직로' })).body.data).toEqual([]);
  });

  it('lists the post code areas, without calling the service, when nothing is typed', async () => {
    const { body } = await search({ loc_id: '1-11-11010' });
    expect(keywords()).toEqual([]);
    expect(body.meta.source).toBe('post-codes');
    expect(body.data[0].post_code).toBe('03000');
  });

  it('answers from the post code data when the service fails (-999 or a refused key)', async () => {
    for (const failure of [
      jusoAnswer('-999', null, 0, '시스템에러'),
      jusoAnswer('E0001', null, 0, '승인되지 않은 KEY'),
    ]) {
      jusoService.answer({ body: failure });
      const { status, body } = await search({ loc_id: '1-11', search: '사직' });
      expect(status).toBe(200);
      expect(body.meta.source).toBe('post-codes');
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data[0]).toMatchObject({ eup_myeon_dong: '사직동', road_address: null });
    }
  });

  it('asks for a more detailed address in the reader language when the service finds too much', async () => {
    jusoService.answer({ body: jusoAnswer('E0006', null, 0, '주소를 상세히 입력해 주시기 바랍니다.') });
    const { status, body } = await search({ loc_id: '1', search: '서울' }, 'vi');
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'KOREAN_ADDRESS_NEEDS_DETAIL' });
    expect(body.message).toContain('tên đường và số nhà');
  });
});
