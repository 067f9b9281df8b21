import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** PostgreSQL error fields that repeat the values of the statement. */
const VALUE_FIELDS = new Set(['detail', 'where', 'parameters', 'params']);

/*
 * Errors as the log keeps them, without the customer's data: a failed query's message and
 * `params` carry the values of the statement (names, phones, addresses, tax numbers), and
 * PostgreSQL's `detail` repeats the offending values. The statement's text, the error codes,
 * the constraint and the stack stay: enough to find the fault.
 */
export function logSafeError(error: Error): SerializedError {
  const serialized = withoutValues(stdSerializers.err(error) as unknown as SerializedError);
  if (error instanceof DrizzleQueryError) {
    serialized.message = `Failed query: ${error.query}`;
    serialized.params = `[${error.params.length} values not logged]`;
    serialized.stack = serialized.stack.replace(`\nparams: ${error.params}`, '');
    if (error.cause) serialized.cause = withoutValues({ ...error.cause, message: error.cause.message });
  }
  return serialized;
}

function withoutValues<T extends Record<string, unknown>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, VALUE_FIELDS.has(name) ? '[not logged]' : value]),
  ) as T;
}
