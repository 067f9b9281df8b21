import { formatPhone } from '@skyparcel/domain/phone';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { aCustomer, type Customer } from '../../test/builders.ts';
import { type TestApp, testApp } from '../../test/test-app.ts';

/**
 * The forgotten-password path (docs/decisions/password-reset.md), on a clock the tests move
 * (from the real time: access tokens expire by it). The address limit is out of the way here;
 * the limits have their own app below.
 */
let now = new Date();
const t = testApp(
  { PUBLIC_WEB_URL: 'https://portal.example.vn/', PASSWORD_RESET_MAX_PER_IP: '1000' },
  { clock: () => now },
);

const NEW_PASSWORD = 'Fresh2026';
const anEmail = () => `reset-${crypto.randomUUID()}@example.vn`;

/** A personal account with an e-mail address, as people sign up. */
async function aCustomerWithEmail(): Promise<Customer & { email: string }> {
  const email = anEmail();
  return { ...(await aCustomer(t, { email })), email };
}

function askForReset(username: string, extra: { lang?: string; remoteAddress?: string } = {}, app: TestApp = t) {
  return app.request({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { username }, ...extra });
}

/** The mail kept in the outbox for this address, newest first, once the background sending is done. */
async function mailTo(app: TestApp, to: string) {
  await app.app.auth.passwordReset.background.settle();
  const response = await app.request({ method: 'GET', url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { subject: string; text: string; to: string }[];
}

/** The token of the newest reset link mailed to this address. */
async function tokenMailedTo(to: string): Promise<string> {
  const [latest] = await mailTo(t, to);
  const match = /\/auth\/reset-password#token=([\w-]+)/.exec(latest?.text ?? '');
  if (!match) throw new Error(`no reset link mailed to ${to}`);
  return match[1];
}

const check = (token: string, lang = 'en') =>
  t.request({ method: 'POST', url: '/api/v1/auth/password-reset/check', payload: { token }, lang });
const confirm = (token: string, newPassword = NEW_PASSWORD, lang = 'en') =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/password-reset/confirm',
    payload: { token, new_password: newPassword },
    lang,
  });
const login = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });
const profile = (token: string) => t.request({ method: 'GET', url: '/api/v1/user/profile', token });

describe('asking for a reset link', () => {
  it('answers the same for an existing account, an unknown one and one without an e-mail address', async () => {
    const withEmail = await aCustomerWithEmail();
    const withoutEmail = await aCustomer(t);
    const answers = await Promise.all(
      [withEmail.phone, '0999000111', 'B999999', withoutEmail.phone].map((username) =>
        askForReset(username, { remoteAddress: '10.1.0.1' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: true, data: { expires_in: 1800 } });
    }
    expect(await mailTo(t, withEmail.email)).toHaveLength(1);
  });

  it('mails a link to the sign-in page of the web app, in the language of the request', async () => {
    const customer = await aCustomerWithEmail();
    await askForReset(`+84${customer.phone.slice(1)}`, { lang: 'vi' });
    const [mail] = await mailTo(t, customer.email);
    expect(mail.subject).toBe('Đặt lại mật khẩu SkyParcel');
    expect(mail.text).toContain('Xin chào Đỗ Thị Thử,');
    expect(mail.text).toContain(`tài khoản SkyParcel ${formatPhone('+84', customer.phone.slice(1))}.`);
    expect(mail.text).toMatch(
      /Đặt mật khẩu mới: https:\/\/portal\.example\.vn\/auth\/reset-password#token=[\w-]{43}\n/,
    );
    expect(mail.text).toContain('Liên kết có hiệu lực trong 30 phút và chỉ dùng được một lần.');

    await askForReset(customer.phone, { lang: 'ko' });
    const [korean] = await mailTo(t, customer.email);
    expect(korean.subject).toBe('SkyParcel 비밀번호 재설정');
    expect(korean.text).toContain('이 링크는 30분 동안 한 번만 사용할 수 있습니다.');
  });

  it('finds business accounts by customer code, any case', async () => {
    await askForReset('b000002', { lang: 'en' });
    const [mail] = await mailTo(t, 'contact@hanbit.example.kr');
    expect(mail.subject).toBe('Reset your SkyParcel password');
    expect(mail.text).toContain('the SkyParcel account B000002.');
  });

  it('keeps only the token hash in the database', async () => {
    const customer = await aCustomerWithEmail();
    await askForReset(customer.phone);
    const token = await tokenMailedTo(customer.email);
    const stored = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, customer.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(token);
  });
});

describe('setting the new password with the link', () => {
  it('works once: the new password signs in, the old one does not, and the link is then used', async () => {
    const customer = await aCustomerWithEmail();
    await askForReset(customer.phone);
    const token = await tokenMailedTo(customer.email);

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data.expires_at).toBe(new Date(now.getTime() + 30 * 60_000).toISOString());
    expect((await confirm(token)).json()).toEqual({ status: true, data: null });

    expect((await login(customer.phone, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(customer.phone, customer.password)).statusCode).toBe(401);

    const again = await confirm(token, 'Another2026', 'vi');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'PASSWORD_RESET_TOKEN_USED',
      message:
        'Liên kết đặt lại mật khẩu này đã được sử dụng. Hãy đăng nhập bằng mật khẩu mới hoặc yêu cầu liên kết mới.',
    });
    expect((await check(token)).json().code).toBe('PASSWORD_RESET_TOKEN_USED');
    expect((await login(customer.phone, 'Another2026')).statusCode).toBe(401);
  });

  it('ends every session of the account', async () => {
    const customer = await aCustomerWithEmail();
    const otherDevice = await t.login(customer.phone, customer.password);
    expect((await profile(otherDevice)).statusCode).toBe(200);
    await askForReset(customer.phone);
    await confirm(await tokenMailedTo(customer.email));
    expect((await profile(customer.token)).statusCode).toBe(401);
    expect((await profile(otherDevice)).statusCode).toBe(401);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const customer = await aCustomerWithEmail();
    await askForReset(customer.phone);
    const token = await tokenMailedTo(customer.email);
    const asked = now;
    try {
      now = new Date(asked.getTime() + 30 * 60_000);
      const expired = await confirm(token, NEW_PASSWORD, 'ko');
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        code: 'PASSWORD_RESET_TOKEN_EXPIRED',
        message: '비밀번호 재설정 링크가 만료되었습니다. 새 링크를 요청해 주세요.',
      });
      expect((await check(token)).json().code).toBe('PASSWORD_RESET_TOKEN_EXPIRED');
    } finally {
      now = asked;
    }
    expect((await login(customer.phone, customer.password)).statusCode).toBe(200);
  });

  it('takes only the newest link of an account', async () => {
    const customer = await aCustomerWithEmail();
    await askForReset(customer.phone);
    const first = await tokenMailedTo(customer.email);
    await askForReset(customer.phone);
    const second = await tokenMailedTo(customer.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).json().code).toBe('PASSWORD_RESET_TOKEN_INVALID');
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('kills pending links when the password is changed', async () => {
    const customer = await aCustomerWithEmail();
    await askForReset(customer.phone);
    const token = await tokenMailedTo(customer.email);
    const changed = await t.request({
      method: 'PUT',
      url: '/api/v1/user/password',
      token: customer.token,
      payload: `oldPassword=${customer.password}&newPassword=Changed2026`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await check(token)).json().code).toBe('PASSWORD_RESET_TOKEN_INVALID');
  });

  it('refuses a token it never issued, with the reason in the language asked', async () => {
    const response = await confirm('not-a-token-we-issued', NEW_PASSWORD, 'vi');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'PASSWORD_RESET_TOKEN_INVALID',
      message:
        'Liên kết đặt lại mật khẩu không hợp lệ: liên kết có thể bị thiếu hoặc đã được thay bằng liên kết mới hơn. Vui lòng yêu cầu liên kết mới.',
      data: null,
    });
  });

  it('holds the new password to the sign-up rule and keeps the link usable after a refusal', async () => {
    const customer = await aCustomerWithEmail();
    await askForReset(customer.phone);
    const token = await tokenMailedTo(customer.email);
    const weak = await confirm(token, 'onlyletters');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data.fields).toEqual([
      { field: 'new_password', code: 'validation_password_weak', message: expect.any(String) },
    ]);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('lets a customer locked out by failed sign-ins in with the new password', async () => {
    const customer = await aCustomerWithEmail();
    for (let i = 0; i < 5; i++) await login(customer.phone, 'Wrong@0000');
    expect((await login(customer.phone, customer.password)).statusCode).toBe(429);
    await askForReset(customer.phone);
    await confirm(await tokenMailedTo(customer.email));
    expect((await login(customer.phone, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('limits on asking', () => {
  const limited = testApp({ PASSWORD_RESET_MAX_PER_ACCOUNT: '3', PASSWORD_RESET_MAX_PER_IP: '5' });

  it('allows 3 requests per account an hour, counted for unknown accounts alike, whatever the address', async () => {
    for (const username of ['0901234567', '0999000222']) {
      for (let i = 0; i < 3; i++) {
        expect((await askForReset(username, { remoteAddress: `10.2.0.${i}` }, limited)).statusCode).toBe(200);
      }
      const blocked = await askForReset(username, { remoteAddress: '10.2.0.9' }, limited);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    }
    expect((await askForReset('B000001', { remoteAddress: '10.2.0.9' }, limited)).statusCode).toBe(200);
  });

  it('allows an address 5 requests an hour over any accounts, and only that address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await askForReset(`09880000${10 + i}`, { remoteAddress: '10.3.0.1' }, limited)).statusCode).toBe(200);
    }
    expect((await askForReset('0988000099', { remoteAddress: '10.3.0.1' }, limited)).statusCode).toBe(429);
    expect((await askForReset('0988000099', { remoteAddress: '10.3.0.2' }, limited)).statusCode).toBe(200);
  });
});
