import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/accounts.ts';

export async function insertSession(db: Database, userId: string, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  return row.id;
}

/** Every signed-in request asks this: a prepared statement. */
export async function isSessionActive(db: Database, sessionId: string, userId: string, now: Date): Promise<boolean> {
  const query = preparedQuery(db, 'session_active', (on) =>
    on
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.userId, sql.placeholder('userId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('session_active'),
  );
  const rows = await query.execute({ sessionId, userId, now });
  return rows.length > 0;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the account out everywhere but the kept session; with none (a password reset), everywhere. */
export async function revokeSessionsExcept(db: Database, userId: string, keptSessionId: string | null, now: Date) {
  const others = keptSessionId ? ne(sessions.id, keptSessionId) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), others, isNull(sessions.revokedAt)));
}
