import type { ApiKeyScope } from '@skyparcel/domain/api-key-contracts';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { apiKeys } from '../../db/schema/api-keys.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Database, key: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  return row;
}

export function findApiKeysOf(db: Database, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

/** Revokes the account's key; answers it, or undefined when the account has no such key. */
export async function revokeApiKey(db: Database, userId: string, id: string, now: Date) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning();
  return row;
}

/** The key a request's prefix names, revoked or not (every API call with a key asks: prepared). */
export async function findApiKeyByPrefix(
  db: Database,
  prefix: string,
): Promise<
  { id: string; userId: string; secretHash: string; scopes: ApiKeyScope[]; revokedAt: Date | null } | undefined
> {
  const query = preparedQuery(db, 'api_key_by_prefix', (database) =>
    database
      .select({
        id: apiKeys.id,
        userId: apiKeys.userId,
        secretHash: apiKeys.secretHash,
        scopes: apiKeys.scopes,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.prefix, sql.placeholder('prefix')))
      .prepare('api_key_by_prefix'),
  );
  const [row] = await query.execute({ prefix });
  return row;
}

/** Notes the key's use, unless it was noted within the last minute. */
export async function noteApiKeyUse(db: Database, id: string, now: Date): Promise<void> {
  const aMinuteAgo = new Date(now.getTime() - 60_000).toISOString();
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`${aMinuteAgo}::timestamptz`))),
    );
}
