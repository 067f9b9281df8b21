import { stripTrunkZero } from '@skyparcel/domain/phone';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '../../test/builders.ts';
import { createTestApp, DEMO_PASSWORD, testApp } from '../../test/test-app.ts';

/** The sign-in limits (docs/decisions.md, "Sign-in limits"), on a clock the test moves. */
let now = new Date('2026-11-21T08:00:00Z');
const t = testApp(
  { LOGIN_MAX_FAILURES_PER_ACCOUNT: '5', LOGIN_MAX_FAILURES_PER_IP: '8', LOGIN_FAILURE_WINDOW_SECONDS: '900' },
  { clock: () => now },
);

const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, remoteAddress });

describe('failed sign-ins per account', () => {
  it('blocks the account after 5 failures, even with the right password, until the window ends', async () => {
    for (let i = 0; i < 5; i++) expect((await login('B000001', 'Wrong@0000', '10.0.1.1')).statusCode).toBe(401);

    const blocked = await login('B000001', DEMO_PASSWORD, '10.0.1.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBe(900);
    expect(blocked.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.');

    now = new Date(now.getTime() + 600_000);
    expect(Number((await login('B000001', DEMO_PASSWORD, '10.0.1.3')).headers['retry-after'])).toBe(300);

    now = new Date(now.getTime() + 300_001);
    expect((await login('B000001', DEMO_PASSWORD, '10.0.1.4')).statusCode).toBe(200);
  });

  it('counts the same phone however it is typed', async () => {
    const { phone, password } = await aCustomer(t);
    const national = stripTrunkZero(phone);
    for (const form of [phone, national, `+84${national}`, phone, national]) {
      expect((await login(form, 'Wrong@0000', '10.0.2.1')).statusCode).toBe(401);
    }
    expect((await login(`+84 ${national}`, password, '10.0.2.2')).statusCode).toBe(429);
  });

  it('checks no more than 5 of 30 wrong passwords sent at once', async () => {
    const { phone } = await aCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(phone, `Wrong@${1000 + i}`, `10.0.4.${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('leaves other accounts alone', async () => {
    expect((await login('B000002', DEMO_PASSWORD, '10.0.2.3')).statusCode).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    const register = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { prefix_phone: '+82', phone: '01055556666', name: 'Kim Min-ji', password: 'Secret123' },
    });
    expect(register.statusCode).toBe(201);
    for (let i = 0; i < 4; i++) await login('+821055556666', 'Wrong@0000', '10.0.3.1');
    expect((await login('+821055556666', 'Secret123', '10.0.3.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login('+821055556666', 'Wrong@0000', '10.0.3.2');
    expect((await login('+821055556666', 'Secret123', '10.0.3.2')).statusCode).toBe(200);
  });
});

describe('failed sign-ins per address', () => {
  it('blocks an address that tries many accounts, and only that address', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await login(`09770000${10 + i}`, 'Wrong@0000', '10.9.9.9')).statusCode).toBe(401);
    }
    const blocked = await login('B000002', DEMO_PASSWORD, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('B000002', DEMO_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('request rate on the auth routes', () => {
  it('caps requests per minute per address', async () => {
    const limited = await createTestApp({ AUTH_ROUTE_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: 'B000002', password: DEMO_PASSWORD },
          lang: 'vi',
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
      const response = await attempt();
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.json()).toMatchObject({ status: false, code: 'TOO_MANY_REQUESTS' });
      expect(response.json().message).toMatch(/^Bạn đã thử quá nhiều lần/);
    } finally {
      await limited.close();
    }
  });
});
