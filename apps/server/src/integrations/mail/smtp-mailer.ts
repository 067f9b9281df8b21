import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through the SMTP server of SMTP_URL (nodemailer reads host, port, TLS and login from it). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transporter = createTransport(
    // A hung server must not hold deliveries for nodemailer's default two minutes.
    { url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: options.from },
  );
  return {
    transport: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}
