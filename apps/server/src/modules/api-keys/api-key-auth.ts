import type { ApiKeyScope } from '@skyparcel/domain/api-key-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createAttemptCounter } from '../auth/attempt-counter.ts';
import { noteApiKeyUse } from './api-key-repository.ts';
import { verifyApiKey } from './api-keys.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API-key scope a route accepts; a route without one answers a key 403 API_KEY_NOT_ALLOWED. */
    apiKeyScope?: ApiKeyScope;
  }
}

const RATE_WINDOW_SECONDS = 60;
const USE_NOTE_INTERVAL_MS = 60_000;
/** The policy's name in the RateLimit headers. */
const POLICY = 'per-key';

/**
 * The signed-in check for a request that carries an API key: a valid, unrevoked key whose scopes
 * include the route's, within its per-minute limit. The count is kept in the database (the sign-in
 * limits' table), so the limit holds across server processes. Every answer carries the limit in the
 * RateLimit and RateLimit-Policy headers of the IETF httpapi draft.
 */
export function apiKeyAuthenticator(db: Database, clock: () => Date, requestsPerMinute: number) {
  const counter = createAttemptCounter(db, RATE_WINDOW_SECONDS, clock);
  const rateHeaders = ({ remaining, resetSeconds }: { remaining: number; resetSeconds: number }) => ({
    'RateLimit-Policy': `"${POLICY}";q=${requestsPerMinute};w=${RATE_WINDOW_SECONDS}`,
    RateLimit: `"${POLICY}";r=${remaining};t=${resetSeconds}`,
  });
  // When this process last wrote each key's use: a busy key sends the (conditional) update once a
  // minute per process, not on every call. A hint only; the row's own condition decides.
  const notedAt = new Map<string, number>();
  const noteUse = async (keyId: string, now: Date) => {
    if (now.getTime() - (notedAt.get(keyId) ?? 0) < USE_NOTE_INTERVAL_MS) return;
    notedAt.set(keyId, now.getTime());
    await noteApiKeyUse(db, keyId, now);
  };
  return async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    const verified = await verifyApiKey(db, key);
    if (!verified) throw new AppError('UNAUTHORIZED');
    const scope = request.routeOptions.config.apiKeyScope;
    if (!scope) throw new AppError('API_KEY_NOT_ALLOWED');
    if (!verified.scopes.includes(scope)) throw new AppError('API_KEY_SCOPE_MISSING', { params: { scope } });
    const left = await counter.take(`apikey:${verified.keyId}`, requestsPerMinute, rateHeaders);
    reply.headers(rateHeaders(left));
    await noteUse(verified.keyId, clock());
    return { id: verified.userId, sessionId: null, apiKeyId: verified.keyId };
  };
}
