import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { MailMessage } from './mailer.ts';

export type OutboxMail = MailMessage & { id: string; createdAt: Date };

export async function insertOutboxMail(db: Database, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
  });
}

/** The newest mail first, to one address or to anyone. */
export async function listOutboxMail(db: Database, query: { to?: string; limit: number }): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(query.to ? eq(mailOutbox.toAddress, query.to) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    createdAt: row.createdAt,
  }));
}
