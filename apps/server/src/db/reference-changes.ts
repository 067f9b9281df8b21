import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgliteThread } from './pglite-thread/client.ts';
import { REFERENCE_CHANNEL, type ReferenceCache } from './reference-cache.ts';

export type ChangeListener = { stop(): Promise<void> };

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * The embedded database has one connection, which also hears its own notices: the cache is
 * trusted once LISTEN has run.
 */
export function listenToPglite(client: PGlite | PgliteThread, cache: ReferenceCache): ChangeListener {
  const listening = client
    .listen(REFERENCE_CHANNEL, (table) => cache.invalidate(table))
    .then((unlisten) => {
      cache.trust();
      return unlisten;
    });
  return {
    async stop() {
      cache.distrust();
      const unlisten = await listening.catch(() => null);
      if (unlisten && !client.closed) await unlisten();
    },
  };
}

/**
 * PostgreSQL: a dedicated connection holds LISTEN, because pooled connections come and go. When
 * it is lost (restart, failover, terminated) the cache stops trusting itself, and the listener
 * reconnects with a growing pause; once LISTEN is back the cache starts empty.
 */
export function listenToPostgres(url: string, cache: ReferenceCache): ChangeListener {
  let isStopped = false;
  let current: pg.Client | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    let isLost = false;
    const lose = () => {
      if (isLost) return;
      isLost = true;
      cache.distrust();
      client.end().catch(() => {});
      if (isStopped || current !== client) return;
      retryTimer = setTimeout(connect, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (notice) => {
      if (notice.payload) cache.invalidate(notice.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${REFERENCE_CHANNEL}`);
      if (isStopped || isLost) return;
      retryMs = FIRST_RETRY_MS;
      cache.trust();
    } catch {
      lose();
    }
  };
  void connect();

  return {
    async stop() {
      isStopped = true;
      clearTimeout(retryTimer);
      cache.distrust();
      await current?.end().catch(() => {});
    },
  };
}
