import { stripTrunkZero } from '@skyparcel/domain/phone';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '../../test/builders.ts';
import { createTestApp, DEMO_PASSWORD, testApp } from '../../test/test-app.ts';

/** The sign-in limits (docs/decisions/accounts-and-sign-in.md, "Sign-in limits that lock out no bystander"), on a clock the test moves. */
let now = new Date('2026-11-21T08:00:00Z');
const t = testApp(
  {
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: '5',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '12',
    LOGIN_MAX_FAILURES_PER_IP: '8',
    LOGIN_FAILURE_WINDOW_SECONDS: '900',
  },
  { clock: () => now },
);

const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, remoteAddress });
const statusesOf = (answers: { statusCode: number }[]) => ({
  checked: answers.filter((answer) => answer.statusCode === 401).length,
  refused: answers.filter((answer) => answer.statusCode === 429).length,
});

describe('failed sign-ins to one account from one address', () => {
  it('refuses that address after 5 failures, even with the right password, until the window ends', async () => {
    for (let i = 0; i < 5; i++) expect((await login('B000001', 'Wrong@0000', '10.0.1.1')).statusCode).toBe(401);

    const blocked = await login('B000001', DEMO_PASSWORD, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBe(900);
    expect(blocked.json().message).toBe('Too many attempts. Please wait 15 minutes and try again.');

    now = new Date(now.getTime() + 600_000);
    expect(Number((await login('B000001', DEMO_PASSWORD, '10.0.1.1')).headers['retry-after'])).toBe(300);

    now = new Date(now.getTime() + 300_001);
    expect((await login('B000001', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('does not lock the customer out from their own address (the bystander’s view)', async () => {
    const { phone, password } = await aCustomer(t);
    for (let i = 0; i < 7; i++) await login(phone, 'Wrong@0000', '10.0.5.66');
    expect((await login(phone, password, '10.0.5.66')).statusCode).toBe(429);

    expect((await login(phone, password, '10.0.5.1')).statusCode).toBe(200);
  });

  it('counts the same phone however it is typed', async () => {
    const { phone, password } = await aCustomer(t);
    const national = stripTrunkZero(phone);
    for (const form of [phone, national, `+84${national}`, phone, national]) {
      expect((await login(form, 'Wrong@0000', '10.0.2.1')).statusCode).toBe(401);
    }
    expect((await login(`+84 ${national}`, password, '10.0.2.1')).statusCode).toBe(429);
  });

  it('checks no more than 5 of 30 wrong passwords sent at once', async () => {
    const { phone } = await aCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(phone, `Wrong@${1000 + i}`, '10.0.4.1')),
    );
    expect(statusesOf(answers)).toEqual({ checked: 5, refused: 25 });
  });

  it('leaves other accounts alone', async () => {
    expect((await login('B000002', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
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
    for (let i = 0; i < 4; i++) await login('+821055556666', 'Wrong@0000', '10.0.3.1');
    expect((await login('+821055556666', 'Secret123', '10.0.3.1')).statusCode).toBe(200);
  });
});

describe('failed sign-ins to one account from many addresses', () => {
  it('checks 12 of 30 guesses from 30 addresses, then refuses new addresses but not the customer’s own', async () => {
    const { phone, password } = await aCustomer(t);
    expect((await login(phone, password, '10.0.6.200')).statusCode).toBe(200); // the customer's home

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(phone, `Wrong@${2000 + i}`, `10.0.7.${i}`)),
    );
    expect(statusesOf(answers)).toEqual({ checked: 12, refused: 18 });

    expect((await login(phone, password, '10.0.6.201')).statusCode).toBe(429);
    expect((await login(phone, password, '10.0.6.200')).statusCode).toBe(200);
  });
});

describe('failed sign-ins from one address to many accounts', () => {
  it('refuses accounts new to that address after 8 failures, not the customers who sign in there', async () => {
    const regular = await aCustomer(t);
    const newcomer = await aCustomer(t);
    expect((await login(regular.phone, regular.password, '10.9.9.9')).statusCode).toBe(200);

    for (let i = 0; i < 8; i++) {
      expect((await login(`09770000${10 + i}`, 'Wrong@0000', '10.9.9.9')).statusCode).toBe(401);
    }

    const refused = await login(newcomer.phone, newcomer.password, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(regular.phone, regular.password, '10.9.9.9')).statusCode).toBe(200);
    expect((await login(newcomer.phone, newcomer.password, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('behind a proxy', () => {
  it('counts each client by the address the trusted proxy forwards', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: '2' });
    try {
      const { phone, password } = await aCustomer(proxied);
      const through = (client: string, secret: string) =>
        proxied.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: phone, password: secret },
          remoteAddress: '10.1.0.1',
          // A client may write its own X-Forwarded-For; only the hop our proxy appended is believed.
          headers: { 'x-forwarded-for': `6.6.6.6, ${client}` },
        });
      for (let i = 0; i < 2; i++) expect((await through('203.0.113.7', 'Wrong@0000')).statusCode).toBe(401);
      expect((await through('203.0.113.7', password)).statusCode).toBe(429);
      expect((await through('203.0.113.8', password)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
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
