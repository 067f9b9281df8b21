import { z } from 'zod';
import { emailSchema } from './account-contracts.ts';

/*
 * The mail outbox (docs/decisions/password-reset.md): where an install without SMTP keeps its
 * mail. `GET /api/dev/mail-outbox` lists it outside production, to callers on this machine only.
 */

export const OUTBOX_PAGE_SIZE_MAX = 50;

export const outboxQuerySchema = z.object({
  /** Only mail to this address. */
  to: emailSchema.optional(),
  limit: z.coerce.number().int().min(1).max(OUTBOX_PAGE_SIZE_MAX).default(20),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

/** One kept mail in plain text (the HTML part holds the same words and links). */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
