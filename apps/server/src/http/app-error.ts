import type { FieldError } from '@skyparcel/domain/api-envelope';
import { ERROR_STATUS, type ErrorCode } from '@skyparcel/domain/error-codes';
import type { MessageValue } from '@skyparcel/domain/messages';
import type { z } from 'zod';

/** A field's rule code, and the values its message names ("at most {{max}} kg"). */
export type FieldIssue = Omit<FieldError, 'message'> & { params?: Record<string, MessageValue> };

/**
 * What a use case throws when a request cannot be served. The error handler turns it
 * into the envelope of the wire conventions (API.md) with a message in the request's language.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: {
      status?: number;
      data?: unknown;
      /** Values for the message template, e.g. { wait: waitOf(30) }. */
      params?: Record<string, MessageValue>;
      fields?: FieldIssue[];
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.statusCode = options.status ?? ERROR_STATUS[code];
  }

  static validation(fields: FieldIssue[]): AppError {
    return new AppError('VALIDATION_ERROR', { fields });
  }

  static fromZod(error: z.ZodError): AppError {
    return AppError.validation(toFieldIssues(error.issues));
  }
}

function toFieldIssues(issues: z.core.$ZodIssue[]): FieldIssue[] {
  const seen = new Set<string>();
  const fields: FieldIssue[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (seen.has(field)) continue; // one message per field: the first rule it breaks
    seen.add(field);
    const code = isMessageCode(issue.message) ? issue.message : 'validation_invalid';
    const params =
      issue.code === 'custom'
        ? (issue.params as FieldIssue['params'])
        : issue.code === 'too_big'
          ? { max: Number(issue.maximum) }
          : undefined;
    fields.push(params ? { field, code, params } : { field, code });
  }
  return fields;
}

/** Our contracts put codes in messages; zod's own defaults are sentences. */
function isMessageCode(message: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]*$/.test(message);
}
