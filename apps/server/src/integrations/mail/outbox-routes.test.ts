import { describe, expect, it } from 'vitest';
import { createTestApp, testApp } from '../../test/test-app.ts';

/** Who may read the outbox (docs/decisions/password-reset.md): this machine, outside production. */
const t = testApp();
const outbox = (extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.request({ method: 'GET', url: '/api/dev/mail-outbox', ...extra });

describe('the mail outbox', () => {
  it('lists kept mail, newest first, to callers on this machine', async () => {
    const ask = (username: string) =>
      t.request({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { username } });
    // Mail is written in the background: the second request's is written after the first's is.
    await ask('B000001');
    await t.app.auth.passwordReset.background.settle();
    await ask('0901234567');
    await t.app.auth.passwordReset.background.settle();
    const response = await outbox();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((mail: { to: string }) => mail.to)).toEqual([
      'minhanh@example.vn',
      'ops@saoviet.example.vn',
    ]);
    expect(response.json().data[0]).toEqual({
      id: expect.any(String),
      to: 'minhanh@example.vn',
      subject: 'Reset your SkyParcel password',
      text: expect.stringContaining('/auth/reset-password#token='),
      created_at: expect.any(String),
    });
  });

  it('does not exist for other machines, nor through a proxy', async () => {
    expect((await outbox({ remoteAddress: '10.0.0.5' })).statusCode).toBe(404);
    expect((await outbox({ headers: { 'x-forwarded-for': '10.0.0.5' } })).statusCode).toBe(404);
  });

  it.each([
    ['x-real-ip', '10.0.0.5'],
    ['forwarded', 'for=10.0.0.5'],
    ['via', '1.1 nginx'],
    ['x-forwarded-host', 'skyparcel.example.vn'],
    ['cf-connecting-ip', '203.0.113.9'],
  ])('does not exist through a same-host proxy that sets only %s', async (header, value) => {
    expect((await outbox({ headers: { [header]: value } })).statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const response = await production.request({ method: 'GET', url: '/api/dev/mail-outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
