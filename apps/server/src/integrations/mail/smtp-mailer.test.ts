// @module-tag database-free
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Received = { from: string; to: string[]; raw: string };

/** A loopback SMTP server that keeps what it receives (no TLS, no login: the URL carries none). */
async function startSmtpStandIn() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Quoted-printable as mail carries long lines: soft breaks joined, `=XX` decoded. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('mail through SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    app = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'SkyParcel <no-reply@skyparcel.example>',
      PUBLIC_WEB_URL: 'https://portal.example.vn',
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('sends the reset mail to the account, from MAIL_FROM, and keeps nothing in the outbox', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { username: 'B000001' },
    });
    expect(response.statusCode).toBe(200);
    await app.app.auth.passwordReset.background.settle();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('no-reply@skyparcel.example');
    expect(mail.to).toEqual(['ops@saoviet.example.vn']);
    expect(mail.raw).toContain('Subject: Reset your SkyParcel password');
    expect(decodeQuotedPrintable(mail.raw)).toMatch(
      /https:\/\/portal\.example\.vn\/auth\/reset-password#token=[\w-]{43}/,
    );
    expect(await app.db.select().from(mailOutbox)).toEqual([]);
    expect((await app.request({ method: 'GET', url: '/api/dev/mail-outbox' })).statusCode).toBe(404);
  });
});
