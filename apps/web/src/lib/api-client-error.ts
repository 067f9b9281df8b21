import type { FieldError } from '@skyparcel/domain/api-envelope';
import type { ClientErrorCode, ErrorCode } from '@skyparcel/domain/error-codes';

export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** A failed call as the UI sees it: HTTP status, stable code, localised message, details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly data: unknown;
  /** Seconds to wait, from the Retry-After header of a 429. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    data?: unknown;
    retryAfterSeconds?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.data = init.data ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }

  /** Field errors of a VALIDATION_ERROR, with `field` still as the server spelled it. */
  get fieldErrors(): FieldError[] {
    const fields = (this.data as { fields?: unknown } | null)?.fields;
    return Array.isArray(fields) ? (fields as FieldError[]) : [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failed call's message for a toast: the server's localised text, or the general one. */
export function errorMessageOf(error: unknown, t: (key: string) => string): string {
  return error instanceof Error && error.message ? error.message : t('errors.INTERNAL_ERROR');
}
