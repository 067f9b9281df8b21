import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, anAddress } from '../../test/builders.ts';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let owner: string;
let stranger: string;
beforeAll(async () => {
  owner = (await aCustomer(t)).token;
  stranger = (await aCustomer(t)).token;
});

const vnForm = {
  person_name: 'Trần Văn Bình',
  prefix_phone: '+84',
  phone: '0912345678',
  card_id: '',
  country: '0',
  province: '01',
  district: '',
  village: '00004',
  address: '25 Phan Đình Phùng',
  address_detail: 'Tầng 3',
  post_code: '',
  pccc: '',
  type: 'NORMAL',
  lat: 21.0405,
  long: 105.8412,
};
const krForm = {
  ...vnForm,
  person_name: 'Kim Ji-won',
  prefix_phone: '+82',
  phone: '01012345678',
  country: '1',
  province: '11',
  district: '11010',
  village: '1101053',
  address: '9 Sajik-ro 8-gil',
  address_detail: '',
  post_code: '03028',
  pccc: 'P123456789012',
  type: 'RECEIVER',
};

const optionalFields = {
  cardId: '079192000123',
  addressDetail: 'Tầng 3',
  additionalInfo: 'Gọi trước khi giao',
  lat: 21.0405,
  long: 105.8412,
};

const create = (form: Record<string, unknown>, token = owner, lang = 'en') =>
  t.request({ method: 'POST', url: '/api/v1/address', token, payload: form, lang });
const list = async (token = owner, body: Record<string, unknown> = {}, query = '') =>
  (await t.request({ method: 'POST', url: `/api/v2/address${query}`, token, payload: body })).json();

describe('creating addresses', () => {
  it('stores a Vietnamese address with district 0 and answers it composed', async () => {
    const response = await create(vnForm, owner, 'vi');
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'SENDER',
      is_default: false,
      person_name: 'Trần Văn Bình',
      phone: '912345678',
      district: '0',
      loc_id: '0-01-0-00004',
      lat: 21.0405,
      long: 105.8412,
      full_address: '25 Phan Đình Phùng, Ba Đình, Hà Nội, Việt Nam',
    });
  });

  it('stores a Korean receiver with its pccc as the default receiver', async () => {
    const response = await create(krForm, owner, 'ko');
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'RECEIVER',
      is_default: true,
      pccc: 'P123456789012',
      post_code: '03028',
      loc_id: '1-11-11010-1101053',
      full_address: '9 Sajik-ro 8-gil, 사직동, 종로구, 서울특별시, 대한민국',
    });
  });

  it('takes the ward point when no map point is given', async () => {
    const response = await create({ ...vnForm, lat: undefined, long: undefined });
    expect(response.json().data).toMatchObject({ lat: 21.03853, long: 105.838061 });
  });

  it.each([
    ['person_name', { person_name: '' }, 'validation_required'],
    ['person_name', { person_name: ' Bình' }, 'validation_spaces_full_name'],
    ['person_name', { person_name: 'B'.repeat(46) }, 'validation_max_length'],
    ['person_name', { person_name: 'Bình 😀' }, 'validation_emoji'],
    ['person_name', { person_name: 'Bình#2' }, 'validation_special_characters'],
    ['phone', { phone: '' }, 'validation_required'],
    ['phone', { phone: '0912' }, 'validation_range_length_phone'],
    ['phone', { phone: '0912345678901' }, 'validation_range_length_phone'],
    ['phone', { phone: '09123x5678' }, 'validation_range_length_phone'],
    // A Korean mobile under Vietnam's +84 (once saved as "(+84) 01012345678").
    ['phone', { phone: '01012345678' }, 'validation_phone_not_vietnamese'],
    ['phone', { prefix_phone: '+82', phone: '0912345678' }, 'validation_phone_not_korean'],
    ['prefix_phone', { prefix_phone: '+1' }, 'validation_required'],
    ['card_id', { card_id: '12345678' }, 'invalid_CMND_CCCD'],
    ['card_id', { card_id: '1'.repeat(25) }, 'validation_max_length'],
    ['country', { country: '' }, 'validation_required'],
    ['province', { province: '' }, 'validation_required'],
    ['village', { village: '' }, 'validation_required'],
    ['address', { address: '' }, 'validation_required'],
    ['address', { address: 'a'.repeat(251) }, 'validation_max_length'],
    ['address_detail', { address_detail: 'a'.repeat(101) }, 'validation_max_length'],
    ['post_code', { post_code: '100-000' }, 'validation_special_characters'],
    ['post_code', { post_code: '1'.repeat(46) }, 'validation_max_length'],
    ['pccc', { pccc: 'P123456789012' }, 'validation_pccc_korea_only'],
    ['type', { type: 'HOME' }, 'validation_required'],
    ['village', { village: '27163' }, 'validation_invalid'],
  ])('refuses a bad %s (%o) with %s and stores nothing', async (field, change, code) => {
    const before = (await list()).meta.pagination.total;
    const response = await create({ ...vnForm, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toContainEqual(expect.objectContaining({ field, code }));
    expect((await list()).meta.pagination.total).toBe(before);
  });

  it('names the limit of a text that is too long, in the customer’s language (issue 34 item 19)', async () => {
    const response = await create(
      { ...vnForm, address: 'a'.repeat(251), address_detail: 'b'.repeat(101) },
      owner,
      'vi',
    );
    expect(response.json().data.fields).toEqual([
      { field: 'address', code: 'validation_max_length', message: 'Địa chỉ quá dài: tối đa 250 ký tự' },
      {
        field: 'address_detail',
        code: 'validation_max_length',
        message: expect.stringMatching(/quá dài: tối đa 100 ký tự$/),
      },
    ]);
  });

  it('refuses an emoji or over-long name on update too, at the field and in Vietnamese, keeping the saved name', async () => {
    const saved = (await create(vnForm)).json().data;
    const url = `/api/v1/address/${saved.id}`;
    const update = (personName: string) =>
      t.request({ method: 'POST', url, token: owner, payload: { ...vnForm, person_name: personName }, lang: 'vi' });
    const emoji = await update('Trần Văn Bình 😀');
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json().data.fields).toEqual([
      {
        field: 'person_name',
        code: 'validation_emoji',
        message: 'Họ và tên không được chứa biểu tượng cảm xúc (emoji)',
      },
    ]);
    // 46 characters: one over the limit, refused whole rather than cut to 45.
    const tooLong = await update('Trần Văn Bình Trần Văn Bình Trần Văn Bình Trần');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.fields).toEqual([
      { field: 'person_name', code: 'validation_max_length', message: 'Họ và tên quá dài' },
    ]);
    const reread = await t.request({ method: 'GET', url, token: owner });
    expect(reread.json().data.person_name).toBe('Trần Văn Bình');
  });

  it.each([
    ['district', { district: '' }, 'validation_required'],
    ['pccc', { pccc: 'P12345' }, 'validation_pccc_format'],
    ['pccc', { pccc: 'X123456789012' }, 'validation_pccc_format'],
    ['pccc', { pccc: 'P-123' }, 'validation_special_characters'],
    ['village', { district: '11020' }, 'validation_invalid'],
    ['post_code', { post_code: '' }, 'validation_required'],
    ['post_code', { post_code: '3028' }, 'validation_post_code_unknown'],
    ['post_code', { post_code: '99999' }, 'validation_post_code_unknown'],
    // 48000 is a Busan code: it cannot be an address in Jongno-gu, Seoul.
    ['post_code', { post_code: '48000' }, 'validation_post_code_area'],
  ])('refuses a bad Korean %s (%o) with %s and stores nothing', async (field, change, code) => {
    const before = (await list()).meta.pagination.total;
    const response = await create({ ...krForm, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toContainEqual(expect.objectContaining({ field, code }));
    expect((await list()).meta.pagination.total).toBe(before);
  });

  it('says in the reader language that a Korean post code does not exist', async () => {
    const response = await create({ ...krForm, post_code: '99999' }, owner, 'ko');
    expect(response.json().data.fields[0].message).toBe(
      '존재하지 않는 우편번호입니다. 우편번호 검색에서 선택해 주세요.',
    );
  });

  it('explains the pccc format in the reader language', async () => {
    const response = await create({ ...krForm, pccc: 'P12' }, owner, 'ko');
    expect(response.json().data.fields[0].message).toBe('개인통관고유부호는 P와 숫자 12자리입니다 (예: P123456789012)');
  });
});

describe('default sender and receiver', () => {
  it('keeps at most one default of each type, switching to the newest', async () => {
    const first = (await create({ ...vnForm, type: 'SENDER', person_name: 'Người Gửi Một' })).json().data;
    const second = (await create({ ...vnForm, type: 'SENDER', person_name: 'Người Gửi Hai' })).json().data;
    const defaults = (await list()).data.filter((a: { is_default: boolean; type: string }) => a.is_default);
    expect(defaults.filter((a: { type: string }) => a.type === 'SENDER').map((a: { id: string }) => a.id)).toEqual([
      second.id,
    ]);
    expect(defaults.filter((a: { type: string }) => a.type === 'RECEIVER')).toHaveLength(1);
    const reread = await t.request({ method: 'GET', url: `/api/v1/address/${first.id}`, token: owner });
    expect(reread.json().data.is_default).toBe(false);
  });

  it('ends with exactly one default when two requests set one at the same time', async () => {
    const { token } = await aCustomer(t);
    const responses = await Promise.all(
      ['Song Song Một', 'Song Song Hai', 'Song Song Ba'].map((name) =>
        create({ ...vnForm, type: 'SENDER', person_name: name }, token),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const senders = (await list(token)).data.filter(
      (a: { type: string; is_default: boolean }) => a.type === 'SENDER' && a.is_default,
    );
    expect(senders).toHaveLength(1);
  });

  it('lists defaults first, then the newest', async () => {
    const { data } = await list();
    expect(data[0]).toMatchObject({ type: 'SENDER', is_default: true, person_name: 'Người Gửi Hai' });
    expect(data[1]).toMatchObject({ type: 'RECEIVER', is_default: true });
    const rest = data.slice(2).map((a: { created_at: string }) => a.created_at);
    expect(rest).toEqual([...rest].sort().reverse());
  });
});

describe('the address list', () => {
  it('pages with meta.pagination', async () => {
    const body = await list(owner, {}, '?page=2&limit=2');
    expect(body.data).toHaveLength(2);
    expect(body.meta.pagination).toMatchObject({ per_page: 2, current_page: 2, count: 2 });
    expect(body.meta.pagination.total_pages).toBe(Math.ceil(body.meta.pagination.total / 2));
  });

  it('searches name, phone and street, and sorts as asked', async () => {
    expect(
      (await list(owner, { search_text: 'kim ji' })).data.map((a: { person_name: string }) => a.person_name),
    ).toEqual(['Kim Ji-won']);
    expect((await list(owner, { search_text: '%' })).data).toEqual([]);
    const byName = (await list(owner, { sort: 'person_name asc' })).data.map(
      (a: { person_name: string }) => a.person_name,
    );
    expect(byName).toEqual([...byName].sort(new Intl.Collator('en').compare));
    expect(
      (await t.request({ method: 'POST', url: '/api/v2/address', token: owner, payload: { sort: 'password desc' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('ownership', () => {
  it('answers 404 for another customer’s address on read, update and delete, changing nothing', async () => {
    const mine = (await create({ ...vnForm, person_name: 'Chỉ Của Tôi' })).json().data;
    const url = `/api/v1/address/${mine.id}`;
    expect((await t.request({ method: 'GET', url, token: stranger })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url, token: stranger, payload: vnForm })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url, token: stranger })).statusCode).toBe(404);
    expect((await list(stranger)).data.map((a: { id: string }) => a.id)).not.toContain(mine.id);
    expect((await t.request({ method: 'GET', url, token: owner })).json().data.person_name).toBe('Chỉ Của Tôi');
  });

  it('answers 404 for an id that is not one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/address/not-a-uuid', token: owner })).statusCode).toBe(404);
  });
});

describe('update and delete', () => {
  it('updates in place and deletes', async () => {
    const created = (await create(vnForm)).json().data;
    const url = `/api/v1/address/${created.id}`;
    const updated = await t.request({
      method: 'POST',
      url,
      token: owner,
      payload: { ...vnForm, address: '1 Tràng Tiền' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: created.id, address: '1 Tràng Tiền' });
    expect((await t.request({ method: 'DELETE', url, token: owner })).json()).toEqual({ status: true, data: null });
    expect((await t.request({ method: 'GET', url, token: owner })).statusCode).toBe(404);
  });
});

describe('demo address books', () => {
  it.each(['0901234567', 'B000001', 'B000002'])(
    'give %s a default sender at home and a Korean address with a pccc',
    async (login) => {
      const { data } = await list(await t.login(login));
      const sender = data.find((a: { type: string; is_default: boolean }) => a.type === 'SENDER' && a.is_default);
      expect(['01', '79']).toContain(sender.province);
      expect(data.filter((a: { country: string }) => a.country === '0').length).toBeGreaterThanOrEqual(2);
      expect(data).toContainEqual(expect.objectContaining({ country: '1', pccc: expect.stringMatching(/^P\d{12}$/) }));
    },
  );
});

describe('provinces sending is offered from', () => {
  it('answers the configured provinces with names and points', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/address/configpicklatlon',
      token: owner,
      lang: 'vi',
    });
    const provinces = response.json().data;
    expect(provinces.map((p: { province: string }) => p.province).sort()).toEqual(
      ['01', '31', '40', '48', '56', '79', '91', '92'].sort(),
    );
    expect(provinces).toContainEqual(expect.objectContaining({ country: '0', province: '79', name: 'Hồ Chí Minh' }));
  });
});

describe('what an address read answers, its update accepts', () => {
  it.each([
    ['a Vietnamese address', {}],
    ['a Korean address with post code 03028', { country: '1' as const }],
    [
      'a default Korean receiver with its pccc',
      { country: '1' as const, type: 'RECEIVER' as const, pccc: 'P123456789012' },
    ],
    ['a default sender with a map point and every optional field', { type: 'SENDER' as const, ...optionalFields }],
  ])('%s sent back as read is saved unchanged', async (_, overrides) => {
    const { token } = await aCustomer(t);
    const { id } = await anAddress(t, token, overrides);
    const url = `/api/v1/address/${id}`;
    const read = (await t.request({ method: 'GET', url, token })).json().data;
    const response = await t.request({ method: 'POST', url, token, payload: read });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(read);
    expect((await t.request({ method: 'GET', url, token })).json().data).toEqual(read);
  });

  it('takes null as "not set" in the optional fields, as an empty string', async () => {
    const nulls = { card_id: null, address_detail: null, post_code: null, pccc: null, additional_info: null };
    const response = await create({ ...vnForm, ...nulls, lat: null, long: null });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ ...nulls, lat: 21.03853, long: 105.838061 });
  });

  it('keeps a saved SENDER or RECEIVER out of the defaults when is_default is false', async () => {
    const { token } = await aCustomer(t);
    const sender = await anAddress(t, token, { type: 'SENDER' });
    const receiver = await anAddress(t, token, { type: 'RECEIVER', isDefault: false });
    expect(receiver).toMatchObject({ type: 'RECEIVER', is_default: false });
    const url = `/api/v1/address/${sender.id}`;
    const updated = await t.request({
      method: 'POST',
      url,
      token,
      payload: { ...vnForm, type: 'SENDER', is_default: false },
    });
    expect(updated.json().data).toMatchObject({ type: 'SENDER', is_default: false });
  });

  it('refuses a NORMAL address that says it is a default', async () => {
    const response = await create({ ...vnForm, is_default: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { field: 'is_default', code: 'validation_invalid', message: 'Default address is not valid' },
    ]);
  });
});
