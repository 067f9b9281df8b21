import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let token: string;
beforeAll(async () => {
  token = await t.login('0901234567');
});

const list = async (query: string, lang = 'vi') => {
  const response = await t.request({ method: 'GET', url: `/api/v1/locations?${query}`, token, lang });
  return { status: response.statusCode, body: response.json() };
};
const labels = (data: { label: string }[]) => data.map((option) => option.label);

describe('location lists', () => {
  it('names the two countries in the reader language', async () => {
    expect((await list('level=country', 'vi')).body.data).toEqual([
      { value: '0', label: 'Việt Nam' },
      { value: '1', label: 'Hàn Quốc' },
    ]);
    expect(labels((await list('level=country', 'ko')).body.data)).toEqual(['베트남', '대한민국']);
  });

  it('lists Vietnam’s 34 provinces of the 2025 structure, sorted, in Vietnamese or English', async () => {
    const vi = (await list('level=province&country=0', 'vi')).body.data;
    expect(vi).toHaveLength(34);
    expect(vi).toContainEqual(expect.objectContaining({ value: '01', label: 'Hà Nội' }));
    expect(labels(vi)).toContain('Hồ Chí Minh');
    const en = (await list('level=province&country=0', 'en')).body.data;
    expect(labels(en)).toContain('Hanoi');
    expect(labels(en)).toEqual([...labels(en)].sort(new Intl.Collator('en').compare));
  });

  it('names Vietnam’s provinces in Hangul for Korean readers, by the Korean rules for Vietnamese', async () => {
    const ko = labels((await list('level=province&country=0', 'ko')).body.data);
    expect(ko).toHaveLength(34);
    expect(ko).toEqual(expect.arrayContaining(['하노이', '호찌민', '다낭', '껀터', '타인호아', '꽝닌']));
    expect(ko.filter((label) => /[a-zà-ỹđ]/i.test(label))).toEqual([]);
    expect(ko).toEqual([...ko].sort(new Intl.Collator('ko').compare));
    // Wards stay as written on a parcel.
    expect(labels((await list('level=village&country=0&parent=01', 'ko')).body.data)).toContain('Ba Đình');
  });

  it('hangs Vietnamese wards off the province, with no district level', async () => {
    const wards = (await list('level=village&country=0&parent=01', 'vi')).body.data;
    expect(wards).toHaveLength(126);
    expect(wards).toContainEqual({ value: '00004', label: 'Ba Đình', lat: 21.03853, lng: 105.838061 });
    expect((await list('level=district&country=0&parent=01')).body.data).toEqual([{ value: '0', label: '' }]);
  });

  it('lists Korea’s 17 sido with current names, Korean for ko and romanised for vi', async () => {
    const ko = labels((await list('level=province&country=1', 'ko')).body.data);
    expect(ko).toHaveLength(17);
    expect(ko).toEqual(expect.arrayContaining(['강원특별자치도', '전북특별자치도', '서울특별시']));
    expect(ko).not.toContain('강원도');
    const vi = labels((await list('level=province&country=1', 'vi')).body.data);
    expect(vi).toEqual(expect.arrayContaining(['Gangwon State', 'Jeonbuk State', 'Seoul']));
  });

  it('lists si/gun/gu and eup/myeon/dong, with the moves since 2018', async () => {
    const seoul = (await list('level=district&country=1&parent=11', 'ko')).body.data;
    expect(seoul).toHaveLength(25);
    expect(seoul).toContainEqual(expect.objectContaining({ value: '11010', label: '종로구' }));
    const jongno = labels((await list('level=village&country=1&parent=11010', 'ko')).body.data);
    expect(jongno).toContain('사직동');
    expect(labels((await list('level=district&country=1&parent=22', 'ko')).body.data)).toContain('군위군');
    expect(labels((await list('level=district&country=1&parent=37', 'ko')).body.data)).not.toContain('군위군');
    expect(labels((await list('level=district&country=1&parent=23', 'en')).body.data)).toContain('Michuhol-gu');
  });

  it('asks for what a level needs', async () => {
    const response = await list('level=village&country=0', 'en');
    expect(response.status).toBe(400);
    expect(response.body.data.fields).toEqual([
      { field: 'parent', code: 'validation_required', message: expect.any(String) },
    ]);
    expect((await list('level=city', 'en')).status).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/locations?level=country' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a location by id', () => {
  const get = async (locId: string, lang = 'vi') => {
    const response = await t.request({
      method: 'GET',
      url: `/api/v2/get_location?locId=${encodeURIComponent(locId)}`,
      token,
      lang,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('resolves a Vietnamese ward with district part 0', async () => {
    const { status, body } = await get('0-01-0-00004');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      loc_id: '0-01-0-00004',
      country: { value: '0', label: 'Việt Nam' },
      province: { value: '01', label: 'Hà Nội' },
      district: null,
      village: { value: '00004', label: 'Ba Đình' },
      lat: 21.03853,
      lng: 105.838061,
      formatted_address: 'Ba Đình, Hà Nội, Việt Nam',
    });
  });

  it('labels the province in Hangul for a Korean reader and keeps the address line as written', async () => {
    const { body } = await get('0-01-0-00004', 'ko');
    expect(body.data).toMatchObject({
      province: { value: '01', label: '하노이' },
      village: { value: '00004', label: 'Ba Đình' },
      formatted_address: 'Ba Đình, Hà Nội, 베트남',
    });
  });

  it('resolves a Korean dong through its gu', async () => {
    const { body } = await get('1-11-11010-1101053', 'ko');
    expect(body.data).toMatchObject({
      district: { value: '11010', label: '종로구' },
      village: { value: '1101053', label: '사직동' },
      formatted_address: '사직동, 종로구, 서울특별시, 대한민국',
    });
  });

  it('answers 404 for parts that do not belong together, 400 for a malformed id', async () => {
    expect((await get('0-79-0-00004')).status).toBe(404);
    expect((await get('1-11-11020-1101053')).status).toBe(404);
    expect((await get('0-01-00004')).status).toBe(400);
  });
});

describe('old-style Vietnamese addresses', () => {
  const convert = async (address: string, lang = 'vi') => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/locations/convert-legacy-address',
      token,
      lang,
      payload: { address },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('converts ward, district and province to the 2025 ward and province', async () => {
    const { status, body } = await convert('268 Lý Thường Kiệt, Phường 15, Quận 10, TP. Hồ Chí Minh');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      street: '268 Lý Thường Kiệt',
      legacy: { ward: 'Phường 15', district: 'Quận 10', province: 'Thành phố Hồ Chí Minh' },
      location: { loc_id: '0-79-0-27163', province: { label: 'Hồ Chí Minh' }, village: { label: 'Hoà Hưng' } },
      alternatives: [],
    });
  });

  it('reads abbreviations and missing accents', async () => {
    const { body } = await convert('P.15, Q10, Ho Chi Minh', 'en');
    expect(body.data.location.loc_id).toBe('0-79-0-27163');
    expect(body.data.street).toBe('');
  });

  it('converts the example of the issue, Phường 12, Quận 10', async () => {
    const { body } = await convert('Phường 12, Quận 10, TP. Hồ Chí Minh');
    expect(body.data.legacy.ward).toBe('Phường 12');
    expect(body.data.location.province.value).toBe('79');
  });

  it('offers every 2025 ward of a split old ward', async () => {
    const { body } = await convert('Phường 14, Quận 10, Thành phố Hồ Chí Minh');
    const ids = [body.data.location.loc_id, ...body.data.alternatives.map((a: { loc_id: string }) => a.loc_id)];
    expect(ids).toEqual(['0-79-0-27163', '0-79-0-27169']);
  });

  it('converts a Hà Nội address whose district is gone', async () => {
    const { body } = await convert('Số 1 Phó Đức Chính, Phường Trúc Bạch, Quận Ba Đình, Hà Nội');
    expect(body.data.location).toMatchObject({ loc_id: '0-01-0-00004', village: { label: 'Ba Đình' } });
  });

  it('answers null for a 2025-style or foreign address', async () => {
    expect((await convert('12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh')).body.data).toBeNull();
    expect((await convert('120 Teheran-ro, Gangnam-gu, Seoul')).body.data).toBeNull();
  });

  it('needs an address', async () => {
    expect((await convert('')).status).toBe(400);
  });
});
