import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { forgetReference, readReference } from '../../db/reference-cache.ts';
import { sessions } from '../../db/schema/accounts.ts';

export async function insertSession(db: Database, userId: string, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  return row.id;
}

/**
 * Every signed-in request asks this: a prepared statement, its answer cached per session until a
 * session is revoked anywhere (the sessions trigger's notice; forgetReference in this process).
 */
export async function isSessionActive(db: Database, sessionId: string, userId: string, now: Date): Promise<boolean> {
  const session = await readReference(db, `session:${sessionId}`, ['sessions'], () => findSession(db, sessionId));
  return session !== null && session.userId === userId && session.revokedAt === null && session.expiresAt > now;
}

async function findSession(db: Database, sessionId: string) {
  const query = preparedQuery(db, 'session_by_id', (on) =>
    on
      .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder('sessionId')))
      .limit(1)
      .prepare('session_by_id'),
  );
  const [row] = await query.execute({ sessionId });
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetSessions();
}

/** After revoking sessions (and committing), this process stops trusting what it cached of them. */
export function forgetSessions(): void {
  forgetReference('sessions');
}

/** Signs the account out everywhere but the kept session; with none (a password reset), everywhere. */
export async function revokeSessionsExcept(db: Database, userId: string, keptSessionId: string | null, now: Date) {
  const others = keptSessionId ? ne(sessions.id, keptSessionId) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), others, isNull(sessions.revokedAt)));
}
