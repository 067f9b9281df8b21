import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgliteThread } from './pglite-thread/client.ts';
import { REFERENCE_CHANNEL, REFERENCE_ROW_CHANNEL, type ReferenceCache, type RowChange } from './reference-cache.ts';

export type ChangeListener = { stop(): Promise<void> };

/** What to do with the notices of each channel, and when listening starts and is lost. */
export type ChannelHandlers = {
  channels: Record<string, (payload: string) => void>;
  /** LISTEN runs on every channel: notices from now on are heard. */
  onListening?: () => void;
  /** The connection is gone (or the listener stopped): notices may be missed until onListening. */
  onLost?: () => void;
};

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * The embedded database has one connection, which also hears its own notices: listening starts
 * once LISTEN has run on every channel.
 */
export function listenOnPglite(client: PGlite | PgliteThread, handlers: ChannelHandlers): ChangeListener {
  const listening = Promise.all(
    Object.entries(handlers.channels).map(([channel, handle]) => client.listen(channel, handle)),
  ).then((unlistens) => {
    handlers.onListening?.();
    return unlistens;
  });
  return {
    async stop() {
      handlers.onLost?.();
      const unlistens = await listening.catch(() => []);
      if (!client.closed) await Promise.all(unlistens.map((unlisten) => unlisten()));
    },
  };
}

/**
 * PostgreSQL: a dedicated connection holds LISTEN, because pooled connections come and go. When
 * it is lost (restart, failover, terminated) onLost runs, and the listener reconnects with a
 * growing pause; once LISTEN is back, onListening runs again.
 */
export function listenOnPostgres(url: string, handlers: ChannelHandlers): ChangeListener {
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
      handlers.onLost?.();
      client.end().catch(() => {});
      if (isStopped || current !== client) return;
      retryTimer = setTimeout(connect, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (notice) => {
      if (notice.payload) handlers.channels[notice.channel]?.(notice.payload);
    });
    try {
      await client.connect();
      for (const channel of Object.keys(handlers.channels)) await client.query(`listen ${channel}`);
      if (isStopped || isLost) return;
      retryMs = FIRST_RETRY_MS;
      handlers.onListening?.();
    } catch {
      lose();
    }
  };
  void connect();

  return {
    async stop() {
      isStopped = true;
      clearTimeout(retryTimer);
      handlers.onLost?.();
      await current?.end().catch(() => {});
    },
  };
}

/** The reference cache is trusted only while its channel is heard (cache.ts says why). */
export function referenceCacheHandlers(cache: ReferenceCache): ChannelHandlers {
  return {
    channels: {
      [REFERENCE_CHANNEL]: (dependency) => cache.invalidate(dependency),
      [REFERENCE_ROW_CHANNEL]: (change) => cache.patchRow(JSON.parse(change) as RowChange),
    },
    onListening: () => cache.trust(),
    onLost: () => cache.distrust(),
  };
}
