import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Sends through the SMTP server of SMTP_URL (nodemailer reads host, port, TLS and login from it).
 * nodemailer (420 KiB of the bundle) is loaded with the first message, not at start-up.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  let transporter: Promise<Transporter> | undefined;
  const transporterOnce = () => {
    transporter ??= import('nodemailer').then(({ createTransport }) =>
      createTransport(
        // A hung server must not hold deliveries for nodemailer's default two minutes.
        { url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
        { from: options.from },
      ),
    );
    return transporter;
  };
  return {
    transport: 'smtp',
    async send(message) {
      await (await transporterOnce()).sendMail(message);
    },
  };
}
