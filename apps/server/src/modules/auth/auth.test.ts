import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '../../test/builders.ts';
import { DEMO_PASSWORD, testApp } from '../../test/test-app.ts';
import { createTokenSigner } from './access-token.ts';

const TEST_SECRET = 'test-secret-test-secret-test-secret-123';
const t = testApp();

const login = (username: string, password: string, extra: { lang?: string; remoteAddress?: string } = {}) =>
  t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, ...extra });

describe('sign-in', () => {
  it.each(['0901234567', '901234567', '+84901234567', '+84 901234567'])(
    'signs the personal demo in as %s',
    async (username) => {
      const response = await login(username, DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe(true);
      expect(body.data.token_type).toBe('Bearer');
      expect(body.data.expires_in).toBe(8 * 60 * 60);
      expect(body.data.user).toMatchObject({ type: 'P', name: 'Nguyễn Minh Anh', phone: '901234567' });
      expect(body.data.user).not.toHaveProperty('password_hash');
    },
  );

  it.each([
    ['B000001', true],
    ['b000002', false],
  ])('signs business %s in by customer code, any case', async (code, hasContract) => {
    const response = await login(code, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ type: 'B', has_cargo_contract: hasContract });
    expect(response.json().data.user.company_name).toBeTruthy();
  });

  it('refuses a wrong password with a localised message', async () => {
    const response = await login('B000002', 'Wrong@12345', { lang: 'vi' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Số điện thoại, mã khách hàng hoặc mật khẩu không đúng.',
      data: null,
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await login('0999999999', DEMO_PASSWORD, { lang: 'ko' });
    const wrong = await login('B000001', 'Nope@12345', { lang: 'ko' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().message).toBe('전화번호, 고객 코드 또는 비밀번호가 올바르지 않습니다.');
  });

  it('names the missing fields', async () => {
    const response = await t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { username: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().data.fields).toEqual([
      { field: 'username', code: 'validation_required', message: 'Please enter phone number or customer code' },
      { field: 'password', code: 'validation_required', message: 'Please enter password' },
    ]);
  });
});

describe('tokens', () => {
  const profile = (token?: string) => t.request({ method: 'GET', url: '/api/v1/user/profile', token });

  it('opens the profile with a valid token', async () => {
    expect((await profile((await aCustomer(t)).token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 401 for a tampered token', async () => {
    const token = (await aCustomer(t)).token;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString(
      'base64url',
    );
    expect((await profile(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    expect((await profile(`${token.slice(0, -2)}xx`)).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const token = (await aCustomer(t)).token;
    const { sub, sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const other = createTokenSigner('another-secret-another-secret-another', 3600);
    const foreign = await other.sign({ userId: sub, sessionId: sid }, new Date(Date.now() + 60_000));
    expect((await profile(foreign)).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const token = (await aCustomer(t)).token;
    const { sub, sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const signer = createTokenSigner(TEST_SECRET, 3600);
    const expired = await signer.sign({ userId: sub, sessionId: sid }, new Date(Date.now() - 1000));
    const response = await profile(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 401, not 500, for correctly signed tokens whose ids are not uuids or that never expire', async () => {
    const token = (await aCustomer(t)).token;
    const { sub, sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const key = new TextEncoder().encode(TEST_SECRET);
    const signed = (claims: Record<string, unknown>, expires: boolean) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('skyparcel').setIssuedAt();
      return (expires ? jwt.setExpirationTime('1h') : jwt).sign(key);
    };
    for (const forged of [
      await signed({ sub: 'not-a-uuid', sid }, true),
      await signed({ sub, sid: 'x'.repeat(40) }, true),
      await signed({ sub, sid }, false),
    ]) {
      const response = await profile(forged);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
    // The same claims with an expiry are a valid token: the refusals above are about the claims.
    expect((await profile(await signed({ sub, sid }, true))).statusCode).toBe(200);
  });

  it('checks the token before the input: an anonymous call with bad input is 401, with no field details', async () => {
    const anonymous = [
      { method: 'POST' as const, url: '/api/v1/order', payload: { weight: 'heavy' } },
      { method: 'POST' as const, url: '/api/v1/order/calculate-price', payload: { sender_address_id: 5 } },
      { method: 'GET' as const, url: '/api/v1/post-offices/nearby?latitude=north' },
      { method: 'PUT' as const, url: '/api/v1/user/password', payload: {} },
    ];
    for (const call of anonymous) {
      const response = await t.request(call);
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(response.json().data, call.url).toBeNull();
    }
  });

  it('sign-out revokes the token', async () => {
    const { token } = await aCustomer(t);
    const logout = await t.request({ method: 'POST', url: '/api/v1/auth/logout', token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: true, data: null });
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('sign-up', () => {
  const register = (payload: Record<string, unknown>, lang = 'en') =>
    t.request({ method: 'POST', url: '/api/v1/auth/register', payload, lang });
  const valid = { prefix_phone: '+84', phone: '0912000111', name: 'Lê Thu Hà', password: 'Secret123' };

  it('creates a personal account that can sign in', async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({
      type: 'P',
      phone: '912000111',
      prefix_phone: '+84',
      country: '0',
    });
    expect((await login('0912000111', 'Secret123')).statusCode).toBe(200);
  });

  it('refuses a phone that is already registered', async () => {
    const { phone } = await aCustomer(t);
    const response = await register({ ...valid, phone: phone.slice(1) }, 'vi');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PHONE_TAKEN', message: 'Số điện thoại này đã được đăng ký.' });
  });

  it('opens a Korean account for a Korean number', async () => {
    // 010-2000-0000 to 010-4999-9999: every number there is a valid mobile (some 010-59… blocks are not).
    const phone = `010${Math.floor(20_000_000 + Math.random() * 29_999_999)}`;
    const response = await register({ ...valid, prefix_phone: '+82', phone });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({ prefix_phone: '+82', phone: phone.slice(1), country: '1' });
  });

  it.each([
    ['+82', '0901234567', 'validation_phone_not_korean', 'Đây không phải số điện thoại Hàn Quốc (+82)'],
    ['+84', '01055556666', 'validation_phone_not_vietnamese', 'Đây không phải số điện thoại Việt Nam (+84)'],
  ])('refuses, with %s, a number of the other country (%s): %s', async (prefix, phone, code, message) => {
    const response = await register({ ...valid, prefix_phone: prefix, phone }, 'vi');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([{ field: 'phone', code, message: expect.stringContaining(message) }]);
  });

  it.each([
    ['phone', { phone: '09123456' }, 'validation_range_length_phone'],
    ['phone', { phone: '0912345678901' }, 'validation_range_length_phone'],
    ['phone', { phone: '09123abc45' }, 'validation_range_length_phone'],
    ['phone', { phone: '' }, 'validation_required'],
    ['prefix_phone', { prefix_phone: '+1' }, 'validation_required'],
    ['name', { name: ' Lê Thu Hà' }, 'validation_spaces_full_name'],
    ['name', { name: 'Lê Thu Hà ' }, 'validation_spaces_full_name'],
    ['name', { name: 'Hà@123' }, 'validation_special_characters'],
    ['name', { name: 'A'.repeat(46) }, 'validation_max_length'],
    ['email', { email: 'not-an-email' }, 'validation_email'],
    ['password', { password: 'Ab1' }, 'validation_password_length'],
    ['password', { password: `Ab1${'x'.repeat(62)}` }, 'validation_password_length'],
    ['password', { password: 'onlyletters' }, 'validation_password_weak'],
    ['password', { password: '1234567890' }, 'validation_password_weak'],
  ])('rejects a bad %s (%o) with %s and creates nothing', async (field, change, code) => {
    const phone = `093${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const response = await register({ ...valid, phone, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toContainEqual(expect.objectContaining({ field, code }));
    if (!('phone' in change)) expect((await login(phone, valid.password)).statusCode).toBe(401);
  });

  it('writes the field label into the localised message', async () => {
    const response = await register({ ...valid, name: '' }, 'vi');
    expect(response.json().data.fields).toEqual([
      { field: 'name', code: 'validation_required', message: 'Vui lòng nhập họ và tên' },
    ]);
  });
});

describe('the session answer', () => {
  it('carries the same profile the profile call answers', async () => {
    const { token, phone, password } = await aCustomer(t);
    const profile = (await t.request({ method: 'GET', url: '/api/v1/user/profile', token })).json().data;
    const response = await login(phone, password);
    expect(response.json().data.user).toEqual(profile);
  });

  it('takes no email as null, as empty', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { prefix_phone: '+84', phone: '0912000222', name: 'Lê Thu Hà', password: 'Secret123', email: null },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.email).toBeNull();
  });
});
