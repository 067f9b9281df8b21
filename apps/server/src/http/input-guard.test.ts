import { describe, expect, it } from 'vitest';
import { aCustomer } from '../test/builders.ts';
import { testApp } from '../test/test-app.ts';

/*
 * What no contract allows but would break below validation: the NUL character (PostgreSQL
 * refuses it) and JSON nested thousands deep (the case conversion recursed until the stack
 * overflowed). Both answer 4xx in the envelope, localised, and change nothing.
 */
const t = testApp();

const deeplyNested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('the input guard', () => {
  it('refuses a NUL in a text field with a localised field error and leaves the profile as it was', async () => {
    const { token } = await aCustomer(t);
    const before = (await t.request({ method: 'GET', url: '/api/v1/user/profile', token })).json().data;
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/user/profile',
      token,
      lang: 'vi',
      payload: { name: 'Nguyễn\u0000Văn', email: 'a@b.vn' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      data: {
        fields: [
          { field: 'name', code: 'validation_control_characters', message: 'Họ và tên chứa ký tự không được phép' },
        ],
      },
    });
    expect((await t.request({ method: 'GET', url: '/api/v1/user/profile', token })).json().data).toEqual(before);
  });

  it('refuses a NUL in a query parameter and in a key, in Korean too', async () => {
    const { token } = await aCustomer(t);
    const query = await t.request({ method: 'GET', url: '/api/v1/voucher/check?code=SALE%00', token, lang: 'ko' });
    expect(query.statusCode).toBe(400);
    expect(query.json().data.fields).toEqual([
      expect.objectContaining({
        field: 'code',
        code: 'validation_control_characters',
        message: expect.stringContaining('허용되지 않는 문자'),
      }),
    ]);
    const key = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { 'user\u0000name': 'x', password: 'y' },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 400 in the envelope to JSON nested 20,000 deep, signed in or not', async () => {
    const { token } = await aCustomer(t);
    for (const call of [
      { url: '/api/v1/auth/login', token: undefined },
      { url: '/api/v1/auth/register', token: undefined },
      { url: '/api/v1/order/calculate-price', token },
    ]) {
      const response = await t.request({
        method: 'POST',
        url: call.url,
        token: call.token,
        headers: { 'content-type': 'application/json' },
        payload: deeplyNested(20_000),
      });
      expect(response.statusCode, call.url).toBe(400);
      expect(response.json(), call.url).toMatchObject({ status: false, code: 'BAD_REQUEST' });
    }
  });

  it('lets ordinary nesting through to the contract', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: deeplyNested(10),
    });
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});
