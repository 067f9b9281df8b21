import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Mailer } from './mailer.ts';
import { insertOutboxMail } from './outbox-repository.ts';

const LINK = /https?:\/\/\S+/g;

/**
 * Keeps mail in the `mail_outbox` table instead of sending it. Outside production the log line
 * also carries the recipient and the mail's links, so whoever runs the demo can follow a reset
 * link from the console; in production the links stay out of the logs.
 */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger, options: { showsLinks: boolean }): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      await insertOutboxMail(db, message);
      const details = options.showsLinks ? { to: message.to, links: message.text.match(LINK) ?? [] } : {};
      log.info({ subject: message.subject, ...details }, 'mail kept in the outbox (no SMTP_URL configured)');
    },
  };
}
