import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testApp } from '../../test/test-app.ts';

/*
 * The per-address cap on the unauthenticated routes holds across server processes: two apps on one
 * database stand for two processes behind a load balancer (each with its own memory). Counted in
 * each process's memory, two processes let 113 sign-ins a minute through where the cap was 60.
 */
const t = testApp({ AUTH_ROUTE_RATE_LIMIT: '10' });
let other: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  other = await buildApp(t.config, { database: t.database });
  await other.ready();
});
afterAll(() => other.close());

describe('the sign-up and sign-in cap per address and minute', () => {
  it('counts the requests of both processes together', async () => {
    const signUp = (app: typeof other, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: {}, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signUp(i % 2 ? other : t.app, '10.9.0.1')).statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    // Another address has its own count.
    expect((await signUp(other, '10.9.0.2')).statusCode).toBe(400);
  });

  it('answers the limit in the envelope, in the caller’s language, with how long to wait', async () => {
    const signIn = (app: typeof other, lang?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {},
        remoteAddress: '10.9.0.3',
        headers: lang ? { 'accept-language': lang } : {},
      });
    expect((await signIn(t.app, 'ko')).statusCode).not.toBe(429);
    for (let i = 0; i < 10; i++) await signIn(other);
    const last = await signIn(t.app, 'ko');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ status: false, code: 'TOO_MANY_REQUESTS' });
    expect(last.json().message).toMatch(/[가-힣]/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
