import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * One Drizzle type for both drivers: repositories are written once and run on the embedded PGlite
 * and on a PostgreSQL server alike (client.ts opens either). Inside a transaction it is a Tx
 * (transaction.ts). A file of its own, so the reference cache can name it without importing the
 * client that attaches the cache. No schema is attached: every query is written with the query
 * builder, and Drizzle builds its relational API for every table on each transaction it opens
 * (a twentieth of an order's CPU, issue 35).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
