import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/**
 * One Drizzle type for both drivers: repositories are written once and run on the embedded PGlite
 * and on a PostgreSQL server alike (client.ts opens either). Inside a transaction it is a Tx
 * (transaction.ts). A file of its own, so the reference cache can name it without importing the
 * client that attaches the cache.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
