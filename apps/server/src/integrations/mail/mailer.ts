/** One message: plain text for every reader, HTML for the mail apps that show it. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * What the server asks of mail. Two transports, chosen by configuration (docs/decisions/password-reset.md): the outbox table (no SMTP_URL: embedded installs and tests) or an SMTP server.
 * A transport that cannot deliver throws.
 */
export type Mailer = {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
};
