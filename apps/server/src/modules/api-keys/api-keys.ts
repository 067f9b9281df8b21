import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@skyparcel/domain/api-key-contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { isBusinessAccount } from '../account/account-credentials.ts';
import { type ApiKeyRow, findApiKeyByPrefix, findApiKeysOf, insertApiKey, revokeApiKey } from './api-key-repository.ts';

/** `skp_` and 12 hex digits: the part of a key that may be shown and logged. */
const PUBLIC_PART_LENGTH = API_KEY_PREFIX.length + 12;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function toView(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    label: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function requireBusinessAccount(db: Database, userId: string) {
  if (!(await isBusinessAccount(db, userId))) throw new AppError('API_KEYS_BUSINESS_ONLY');
}

/** `POST /v1/api-keys`: a new key, answered whole this once. */
export async function createApiKey(
  call: CallContext<{ label: string; scopes: ApiKeyScope[] }>,
): Promise<CreatedApiKey> {
  await requireBusinessAccount(call.db, call.userId);
  const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString('hex')}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  const row = await insertApiKey(call.db, {
    userId: call.userId,
    name: call.input.label,
    prefix,
    secretHash: sha256(secret),
    scopes: call.input.scopes,
    createdAt: call.now,
  });
  return { ...toView(row), secret };
}

/** `GET /v1/api-keys`. */
export async function listApiKeys(call: CallContext): Promise<ApiKeyList> {
  await requireBusinessAccount(call.db, call.userId);
  return { keys: (await findApiKeysOf(call.db, call.userId)).map(toView) };
}

/** `DELETE /v1/api-keys/{id}`: revoked at once in every process (each call reads its key). */
export async function revokeKey(call: CallContext<{ id: string }>): Promise<ApiKey> {
  const row = await revokeApiKey(call.db, call.userId, call.input.id, call.now);
  if (!row) throw new AppError('API_KEY_NOT_FOUND');
  return toView(row);
}

/** Whether a bearer token is an API key rather than a session's token. */
export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The key's owner and scopes, or null for a key that is malformed, unknown, wrong or revoked. */
export async function verifyApiKey(db: Database, key: string) {
  if (key.length <= PUBLIC_PART_LENGTH || key[PUBLIC_PART_LENGTH] !== '_') return null;
  const row = await findApiKeyByPrefix(db, key.slice(0, PUBLIC_PART_LENGTH));
  if (!row || row.revokedAt) return null;
  const isMatch = timingSafeEqual(Buffer.from(sha256(key), 'hex'), Buffer.from(row.secretHash, 'hex'));
  return isMatch ? { keyId: row.id, userId: row.userId, scopes: row.scopes } : null;
}
