import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { testApp } from '../../test/test-app.ts';
import { importPostOffices } from './import-post-offices.ts';

const t = testApp();
let token: string;
beforeAll(async () => {
  token = await t.login('0901234567');
});

const nearby = async (latitude: number, longitude: number, limit?: number) => {
  const query = `latitude=${latitude}&longitude=${longitude}${limit ? `&limit=${limit}` : ''}`;
  const response = await t.request({ method: 'GET', url: `/api/v1/post-offices/nearby?${query}`, token });
  return { status: response.statusCode, body: response.json() };
};

describe('post offices near a point', () => {
  it('answers the nearest offices first, with their distance and opening hours', async () => {
    const { status, body } = await nearby(21.0368, 105.8347, 5);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    const [nearest] = body.data;
    expect(nearest.code).toMatch(/^VN01/);
    expect(nearest.geo).toEqual({ coordinates: [nearest.longitude, nearest.latitude] });
    expect(nearest).toMatchObject({
      name: expect.stringMatching(/^Bưu cục SkyParcel /),
      work_hour_start: '07:30',
      work_hour_end: '19:00',
      phone: '1900272727',
    });
    const distances = body.data.map((office: { distance: number }) => office.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThan(0);
    expect(distances[0]).toBeLessThan(2000);
  });

  it('serves central Hồ Chí Minh City from offices within a few kilometres', async () => {
    const { body } = await nearby(10.7769, 106.7009, 3);
    expect(body.data.every((office: { code: string; distance: number }) => office.code.startsWith('VN79'))).toBe(true);
    expect(body.data[0].distance).toBeLessThan(5000);
  });

  it('finds Seoul offices for a point in Jongno-gu', async () => {
    const { body } = await nearby(37.5729, 126.9794, 3);
    expect(body.data.every((office: { code: string }) => office.code.startsWith('KR11'))).toBe(true);
  });

  it('has an office in every Vietnamese province and Korean sido, more in the big cities', async () => {
    const result = await t.db.execute(
      sql`select country, province, count(*)::int as offices from post_offices group by country, province`,
    );
    const rows = (result as unknown as { rows: { country: string; province: string; offices: number }[] }).rows;
    const count = (country: string, province: string) =>
      rows.find((row) => row.country === country && row.province === province)?.offices ?? 0;
    expect(rows.filter((row) => row.country === '0')).toHaveLength(34);
    expect(rows.filter((row) => row.country === '1')).toHaveLength(17);
    for (const [country, province] of [
      ['0', '01'],
      ['0', '79'],
      ['0', '48'],
      ['1', '11'],
      ['1', '21'],
      ['1', '23'],
    ]) {
      expect(count(country, province)).toBeGreaterThan(1);
    }
  });

  it('orders with the GiST index, not a full scan', async () => {
    await inTransaction(t.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (await tx.execute(
        sql`explain select id from post_offices order by ll_to_earth(latitude, longitude) <-> ll_to_earth(21.0, 105.8) limit 5`,
      )) as unknown as { rows: Record<string, string>[] };
      expect(plan.rows.map((row) => Object.values(row)[0]).join('\n')).toContain('post_offices_earth_idx');
    });
  });

  it('asks for both coordinates within range', async () => {
    expect((await nearby(91, 105)).status).toBe(400);
    const missing = await t.request({ method: 'GET', url: '/api/v1/post-offices/nearby?latitude=21', token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields[0].field).toBe('longitude');
  });
});

describe('drop points of a route (GET /v1/drop_point/{origin}/{destination})', () => {
  const dropPoints = (origin: string, destination: string, lang = 'en', withToken = true) =>
    t.request({
      method: 'GET',
      url: `/api/v1/drop_point/${origin}/${destination}`,
      token: withToken ? token : undefined,
      lang,
    });

  it('answers the post offices of the origin and the destination province, in code order', async () => {
    const response = await dropPoints('79', '01');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((side: { side: string; province: string }) => [side.side, side.province])).toEqual([
      ['origin', '79'],
      ['destination', '01'],
    ]);
    const [origin, destination] = data;
    expect(origin.province_name).toEqual(expect.any(String));
    expect(origin.post_offices.length).toBeGreaterThan(1);
    expect(origin.post_offices.every((office: { code: string }) => office.code.startsWith('VN79'))).toBe(true);
    expect(destination.post_offices.every((office: { code: string }) => office.code.startsWith('VN01'))).toBe(true);
    const codes = origin.post_offices.map((office: { code: string }) => office.code);
    expect(codes).toEqual([...codes].sort());
    const [office] = origin.post_offices;
    expect(Object.keys(office).sort()).toEqual(
      [
        'address',
        'code',
        'geo',
        'id',
        'latitude',
        'longitude',
        'name',
        'phone',
        'work_hour_end',
        'work_hour_start',
      ].sort(),
    );
    expect(office.geo).toEqual({ coordinates: [office.longitude, office.latitude] });
  });

  it('answers both sides for an inner-city route', async () => {
    const { data } = (await dropPoints('48', '48')).json();
    expect(data[0].post_offices).toEqual(data[1].post_offices);
  });

  it('names the province in the reader’s language', async () => {
    const vi = (await dropPoints('79', '01', 'vi')).json().data;
    const en = (await dropPoints('79', '01', 'en')).json().data;
    expect(vi[1].province_name).toContain('Hà Nội');
    expect(en[1].province_name).toBe('Hanoi');
  });

  it('answers 404 PROVINCE_NOT_FOUND for a province we do not know', async () => {
    const response = await dropPoints('79', '99', 'vi');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: false,
      code: 'PROVINCE_NOT_FOUND',
      message: 'Không tìm thấy tỉnh/thành phố này.',
      data: { side: 'destination', province: '99' },
    });
    expect((await dropPoints('98', '99')).json().data.side).toBe('origin');
  });

  it('refuses a code that is not a province code, and a visitor without a token', async () => {
    const response = await dropPoints('79', 'H%C3%A0-N%E1%BB%99i');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0]).toMatchObject({ field: 'destination', code: 'validation_invalid' });
    expect((await dropPoints('79', '01', 'en', false)).statusCode).toBe(401);
  });

  it('reads a province’s offices from the province index', async () => {
    await inTransaction(t.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (await tx.execute(
        sql`explain select * from post_offices where country = '0' and province = '79' order by code`,
      )) as unknown as { rows: Record<string, string>[] };
      expect(plan.rows.map((row) => Object.values(row)[0]).join('\n')).toContain('post_offices_province_idx');
    });
  });
});

describe('importing an operator’s list', () => {
  const header =
    'code,name,address,country,province,district,village,latitude,longitude,work_hour_start,work_hour_end,phone';

  it('adds new codes and updates known ones', async () => {
    const csv = [
      header,
      'VN01001,Bưu cục Ba Đình (mới),"1 Điện Biên Phủ, Ba Đình",0,01,0,00004,21.0340,105.8390,08:00,17:30,024 3823 1234',
      'HN-TEST-1,Bưu cục Thử,"2 Hàng Bài",0,01,0,00070,21.0240,105.8520,07:00,20:00,0243 999 888',
    ].join('\n');
    expect(await importPostOffices(t.db, csv)).toEqual({ imported: 2, errors: [] });
    const { body } = await nearby(21.034, 105.839, 1);
    expect(body.data[0]).toMatchObject({ code: 'VN01001', name: 'Bưu cục Ba Đình (mới)', work_hour_end: '17:30' });
  });

  it('refuses a file with a bad row, naming the line, and changes nothing', async () => {
    const csv = [
      header,
      'NEW-1,Good,Somewhere,0,01,0,00004,21.03,105.83,08:00,17:00,0241234567',
      'NEW-2,Bad hours,Somewhere,0,01,0,00004,21.03,105.83,8am,17:00,0241234567',
      'NEW-3,Bad point,Somewhere,0,01,0,00004,121.03,105.83,08:00,17:00,0241234567',
    ].join('\n');
    const result = await importPostOffices(t.db, csv);
    expect(result.imported).toBe(0);
    expect(result.errors).toEqual([
      expect.stringMatching(/^line 3: work_hour_start/),
      expect.stringMatching(/^line 4: latitude/),
    ]);
    const found = (await t.db.execute(sql`select 1 from post_offices where code = 'NEW-1'`)) as unknown as {
      rows: unknown[];
    };
    expect(found.rows).toHaveLength(0);
  });
});
