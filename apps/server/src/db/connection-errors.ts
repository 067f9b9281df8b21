/*
 * Errors that mean the database cannot be reached at the moment (a restart, a failover, the
 * network), as opposed to a fault in a statement: such a request is answered 503 with
 * Retry-After, and the pool reconnects on its own once PostgreSQL is back.
 */

/** SQLSTATEs: admin or crash shutdown, cannot connect now, too many connections; class 08 is the connection's. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** What node-postgres says when the server goes away mid-conversation (it sets no code). */
const LOST_CONNECTION =
  /connection terminated|connection timeout|client has encountered a connection error|not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as its cause.
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)))
      return true;
    if (LOST_CONNECTION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
