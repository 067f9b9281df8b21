import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { checkLiteralHost, checkScheme, publicOnlyLookup, TargetRefused } from './safe-target.ts';

/** Why an attempt got no answer to judge: too slow, no connection, an address refused, or a redirect (never followed). */
export type AttemptError = 'TIMEOUT' | 'CONNECTION' | 'ADDRESS_REFUSED' | 'REDIRECT';

export type AttemptResult = {
  statusCode: number | null;
  latencyMs: number;
  error: AttemptError | null;
  /** The start of the answer's body, for the log. */
  response: string | null;
};

/** Standard Webhooks' recommendation; a receiver should answer at once and work afterwards. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of an answer the log keeps. */
export const RESPONSE_EXCERPT_LENGTH = 500;

export type SignedMessage = { id: string; timestamp: Date; body: string };

/**
 * The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with each secret,
 * space-separated (during a rotation both the new and the previous secret sign).
 */
export function signatureOf(secrets: readonly string[], message: SignedMessage): string {
  return secrets.map((secret) => new Webhook(secret).sign(message.id, message.timestamp, message.body)).join(' ');
}

/**
 * One attempt: the message POSTed to the URL, signed, within the timeout, redirects not followed,
 * and, unless private targets are allowed, only to public addresses checked as the connection
 * resolves them. Never throws: every outcome is an AttemptResult for the log.
 */
export async function sendWebhook(
  target: { url: string; secrets: readonly string[]; allowPrivate: boolean; timeoutMs?: number },
  message: SignedMessage,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const url = new URL(target.url);
    checkScheme(url, target.allowPrivate);
    if (!target.allowPrivate) checkLiteralHost(url);
    const response = await post(url, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'SkyParcel-Webhooks/1.0',
        'webhook-id': message.id,
        'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
        'webhook-signature': signatureOf(target.secrets, message),
      },
      lookup: target.allowPrivate ? undefined : publicOnlyLookup,
      signal: AbortSignal.timeout(target.timeoutMs ?? DELIVERY_TIMEOUT_MS),
      body: message.body,
    });
    const isRedirect = response.statusCode >= 300 && response.statusCode < 400;
    return {
      statusCode: response.statusCode,
      latencyMs: elapsed(),
      error: isRedirect ? 'REDIRECT' : null,
      response: response.excerpt,
    };
  } catch (error) {
    return { statusCode: null, latencyMs: elapsed(), error: attemptErrorOf(error), response: null };
  }
}

function attemptErrorOf(error: unknown): AttemptError {
  if (error instanceof TargetRefused) return 'ADDRESS_REFUSED';
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'TIMEOUT';
  return 'CONNECTION';
}

function post(url: URL, options: RequestOptions & { body: string }): Promise<{ statusCode: number; excerpt: string }> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { ...options, method: 'POST' }, (response) =>
      readExcerpt(response).then(
        (excerpt) => resolve({ statusCode: response.statusCode ?? 0, excerpt }),
        // The timeout may fall while the body is read: the answer's status still counts.
        () => resolve({ statusCode: response.statusCode ?? 0, excerpt: '' }),
      ),
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The start of an answer; the rest is not read (a receiver's large page must not fill our memory). */
async function readExcerpt(response: IncomingMessage): Promise<string> {
  response.setEncoding('utf8');
  let text = '';
  for await (const chunk of response) {
    text += chunk;
    if (text.length >= RESPONSE_EXCERPT_LENGTH) break;
  }
  response.destroy();
  return text.slice(0, RESPONSE_EXCERPT_LENGTH);
}
