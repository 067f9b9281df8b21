import { stripTrunkZero } from '@skyparcel/domain/phone';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, type Customer } from '../../test/builders.ts';
import { DEMO_PASSWORD, testApp } from '../../test/test-app.ts';

const t = testApp();
let demo: string;
let customer: Customer;
let personal: string;
let business: string;
beforeAll(async () => {
  demo = await t.login('0901234567');
  customer = await aCustomer(t);
  personal = customer.token;
  business = await t.login('B000002');
});

const getProfile = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/user/profile', token })).json().data;
const putProfile = (token: string, payload: Record<string, unknown>, lang = 'en') =>
  t.request({ method: 'PUT', url: '/api/v1/user/profile', token, payload, lang });

const personalForm = {
  name: 'Nguyễn Minh Anh',
  email: 'minhanh@example.vn',
  iden_number: '079192000123',
  gender: '0',
  birth: '1992/08/15',
  country: '0',
  province: '',
  district: '',
  village: '',
  address: '12 Nguyễn Huệ, Bến Nghé',
};

describe('personal profile', () => {
  it('answers the account in snake_case, birth as YYYY/MM/DD, the phone as shown, without secrets', async () => {
    const profile = await getProfile(demo);
    expect(profile).toMatchObject({
      type: 'P',
      phone: '901234567',
      prefix_phone: '+84',
      phone_display: '+84 901 234 567',
      name: 'Nguyễn Minh Anh',
      birth: '1992/08/15',
      gender: '0',
      point_topup: 0,
    });
    expect(Object.keys(profile).some((key) => key.includes('password'))).toBe(false);
  });

  it('saves a valid form and shows it on the next read', async () => {
    const response = await putProfile(personal, { ...personalForm, name: 'Nguyễn Minh Ánh', birth: '1990/01/02' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Nguyễn Minh Ánh', birth: '1990/01/02' });
    expect(await getProfile(personal)).toMatchObject({
      name: 'Nguyễn Minh Ánh',
      birth: '1990/01/02',
      iden_number: '079192000123',
      province: null,
    });
  });

  it('never changes the phone, the type or the wallet from the form', async () => {
    await putProfile(personal, { ...personalForm, phone: '0911111111', type: 'B', point_topup: 1_000_000 });
    expect(await getProfile(personal)).toMatchObject({
      phone: stripTrunkZero(customer.phone),
      type: 'P',
      point_topup: 0,
    });
  });

  it.each([
    ['name', { name: '' }, 'validation_required'],
    ['name', { name: ' Minh Anh' }, 'validation_spaces_full_name'],
    ['name', { name: 'Minh Anh ' }, 'validation_spaces_full_name'],
    ['name', { name: 'Minh#Anh' }, 'validation_special_characters'],
    ['name', { name: 'M'.repeat(46) }, 'validation_max_length'],
    ['name', { name: 'Minh Anh 😀' }, 'validation_emoji'],
    ['email', { email: 'minhanh@' }, 'validation_email'],
    ['iden_number', { iden_number: '12345678' }, 'invalid_CMND_CCCD'],
    ['iden_number', { iden_number: '12345678A' }, 'invalid_CMND_CCCD'],
    ['iden_number', { iden_number: '1'.repeat(25) }, 'validation_max_length'],
    ['gender', { gender: '2' }, 'validation_invalid'],
    ['birth', { birth: '1990-01-02' }, 'validation_birth'],
    ['birth', { birth: '1990/02/30' }, 'validation_birth'],
    ['birth', { birth: '2999/01/01' }, 'validation_birth'],
    ['address', { address: 'x'.repeat(251) }, 'validation_max_length'],
  ])('refuses a bad %s (%o) with %s and changes nothing', async (field, change, code) => {
    const before = await getProfile(personal);
    const response = await putProfile(personal, { ...personalForm, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().data.fields).toContainEqual(expect.objectContaining({ field, code }));
    expect(await getProfile(personal)).toEqual(before);
  });

  it('refuses an emoji or over-long name at the field, in Vietnamese, and keeps the saved name', async () => {
    const before = await getProfile(personal);
    const emoji = await putProfile(personal, { ...personalForm, name: 'Minh Anh 🌸' }, 'vi');
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json().data.fields).toEqual([
      { field: 'name', code: 'validation_emoji', message: 'Họ và tên không được chứa biểu tượng cảm xúc (emoji)' },
    ]);
    const tooLong = await putProfile(
      personal,
      { ...personalForm, name: 'Nguyễn Minh Anh '.repeat(3).concat('B') },
      'vi',
    );
    expect(tooLong.json().data.fields).toEqual([
      { field: 'name', code: 'validation_max_length', message: 'Họ và tên quá dài' },
    ]);
    expect(await getProfile(personal)).toEqual(before);
  });

  it('localises field messages with the field label', async () => {
    const response = await putProfile(personal, { ...personalForm, name: ' An' }, 'vi');
    expect(response.json().data.fields).toEqual([
      {
        field: 'name',
        code: 'validation_spaces_full_name',
        message: 'Họ và tên không được có khoảng trắng ở đầu hoặc cuối',
      },
    ]);
  });
});

describe('business profile', () => {
  const businessForm = {
    company_name: 'Hanbit Trading Co., Ltd.',
    tax_number: '123-45-67891',
    company_phone: '0212345678',
    company_representative: 'Kim Ji-won',
    gender: '0',
    email: 'contact@hanbit.example.kr',
    country: '1',
    address: '120 Teheran-ro, Gangnam-gu',
  };

  it('answers the customer code and company fields', async () => {
    expect(await getProfile(business)).toMatchObject({
      type: 'B',
      customer_code: 'B000002',
      company_name: 'Hanbit Trading Co., Ltd.',
      has_cargo_contract: false,
    });
  });

  it('saves the business form but never the customer code', async () => {
    const response = await putProfile(business, {
      ...businessForm,
      company_name: 'Hanbit Global Co., Ltd.',
      customer_code: 'B999999',
    });
    expect(response.statusCode).toBe(200);
    expect(await getProfile(business)).toMatchObject({
      company_name: 'Hanbit Global Co., Ltd.',
      customer_code: 'B000002',
      company_phone: '212345678',
    });
  });

  it.each([
    ['company_name', { company_name: '' }, 'validation_required'],
    ['tax_number', { tax_number: '12345' }, 'validation_tax_number'],
    ['tax_number', { tax_number: '0100109107' }, 'validation_tax_number_checksum'],
    ['tax_number', { tax_number: '123-45-67890' }, 'validation_tax_number_checksum'],
    ['company_name', { company_name: 'Hanbit 🚀' }, 'validation_emoji'],
    ['company_name', { company_name: 'H'.repeat(201) }, 'validation_max_length'],
    ['company_representative', { company_representative: 'Kim Ji-won 👍' }, 'validation_emoji'],
    ['company_phone', { company_phone: '12' }, 'validation_range_length_phone'],
    ['company_representative', { company_representative: 'Kim 123' }, 'validation_special_characters'],
    ['email', { email: '' }, 'validation_required'],
    ['email', { email: 'contact@' }, 'validation_email'],
  ])('refuses a bad %s (%o) with %s', async (field, change, code) => {
    const response = await putProfile(business, { ...businessForm, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('saves a valid branch tax number and refuses a wrong check digit with its own message', async () => {
    const saved = await putProfile(business, { ...businessForm, tax_number: '0100109106-001' });
    expect(saved.statusCode).toBe(200);
    expect(await getProfile(business)).toMatchObject({ tax_number: '0100109106-001' });
    const wrong = await putProfile(business, { ...businessForm, tax_number: '0100109107' }, 'vi');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields).toEqual([
      {
        field: 'tax_number',
        code: 'validation_tax_number_checksum',
        message:
          'Mã số thuế này không tồn tại: chữ số kiểm tra không khớp. Vui lòng kiểm tra lại xem có gõ nhầm không.',
      },
    ]);
    expect(await getProfile(business)).toMatchObject({ tax_number: '0100109106-001' });
  });

  it('does not accept the personal form from a business account', async () => {
    const response = await putProfile(business, personalForm);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields.map((f: { field: string }) => f.field)).toContain('company_name');
  });
});

describe('change password', () => {
  const changePassword = (token: string | undefined, form: Record<string, string>, lang = 'en') =>
    t.request({
      method: 'PUT',
      url: '/api/v1/user/password',
      token,
      lang,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const canLogin = async (phone: string, password: string) =>
    (await t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { username: phone, password } }))
      .statusCode === 200;

  it('takes the form-encoded fields, keeps this session and signs the others out', async () => {
    const { token, phone } = await aCustomer(t, { password: 'Start1234' });
    const otherDevice = await t.login(phone, 'Start1234');
    const response = await changePassword(token, { oldPassword: 'Start1234', newPassword: 'Changed5678' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: null });
    expect(await canLogin(phone, 'Start1234')).toBe(false);
    expect(await canLogin(phone, 'Changed5678')).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/v1/user/profile', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/user/profile', token: otherDevice })).statusCode).toBe(401);
  });

  it('refuses a wrong current password without changing anything', async () => {
    const { token, phone } = await aCustomer(t, { password: 'Start1234' });
    const response = await changePassword(token, { oldPassword: 'Wrong1234', newPassword: 'Changed5678' }, 'vi');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Mật khẩu hiện tại không đúng.' });
    expect(await canLogin(phone, 'Start1234')).toBe(true);
  });

  it.each([
    ['oldPassword', { oldPassword: '', newPassword: 'Changed5678' }, 'validation_required'],
    ['newPassword', { oldPassword: 'Start1234', newPassword: '' }, 'validation_required'],
    ['newPassword', { oldPassword: 'Start1234', newPassword: 'Ab1' }, 'validation_password_length'],
    ['newPassword', { oldPassword: 'Start1234', newPassword: 'abcdefghij' }, 'validation_password_weak'],
    ['newPassword', { oldPassword: 'Start1234', newPassword: 'Start1234' }, 'validation_password_same_as_old'],
  ])('refuses %s (%o) with %s', async (field, form, code) => {
    const { token, phone } = await aCustomer(t, { password: 'Start1234' });
    const response = await changePassword(token, form);
    expect(response.statusCode).toBe(400);
    // The form field names are sent as the spec names them, and reported likewise.
    expect(response.json().data.fields).toContainEqual(
      expect.objectContaining({ field: field === 'oldPassword' ? 'old_password' : 'new_password', code }),
    );
    expect(await canLogin(phone, 'Start1234')).toBe(true);
  });

  it('needs a signed-in customer', async () => {
    const response = await changePassword(undefined, { oldPassword: DEMO_PASSWORD, newPassword: 'Changed5678' });
    expect(response.statusCode).toBe(401);
  });
});

describe('what a profile read answers, its update accepts', () => {
  it.each([
    ['the personal demo account, whose identity number and divisions are null', () => t.login('0901234567')],
    ['a new customer, with nearly everything null', async () => (await aCustomer(t)).token],
    ['a business account', () => t.login('B000001')],
  ])('%s: the profile sent back as read is saved unchanged', async (_, signIn) => {
    const token = await signIn();
    const profile = await getProfile(token);
    const response = await putProfile(token, profile);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(profile);
    expect(await getProfile(token)).toEqual(profile);
  });

  it('clears an optional field sent as null, as an empty one', async () => {
    const { token } = await aCustomer(t);
    await putProfile(token, { ...personalForm, email: 'an@example.vn', address: '1 Lê Lợi' });
    const response = await putProfile(token, { ...personalForm, email: null, address: null, gender: null });
    expect(response.statusCode).toBe(200);
    expect(await getProfile(token)).toMatchObject({ email: null, address: null, gender: null });
  });
});
