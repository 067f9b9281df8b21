/*
 * Messages between the server's main thread and the worker thread that runs PGlite
 * (docs/decisions/embedded-database-memory.md, "PGlite on its own thread"). Every request carries an id its answer repeats.
 */

/** Query options that cross the thread boundary: parsers are functions, so only which types stay text. */
export type QueryOptions = { rowMode?: 'array' | 'object'; rawTypes?: number[] };

export type Request =
  | { id: number; op: 'open'; dataDir?: string; loadDataDir?: Blob }
  | { id: number; op: 'query'; sql: string; params?: unknown[]; options?: QueryOptions; transaction?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; transaction: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** A database error as plain data: structured cloning keeps an Error's message, not its fields. */
export type ErrorData = { message: string; name: string; fields: Record<string, unknown> };

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ErrorData }
  | { op: 'notification'; channel: string; payload: string };
