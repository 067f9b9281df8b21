import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, else the outbox table. */
export function createMailer(config: AppConfig, db: Database, log: FastifyBaseLogger): Mailer {
  if (config.mail.transport === 'smtp') return createSmtpMailer(config.mail);
  return createOutboxMailer(db, log, { showsLinks: config.env !== 'production' });
}
