/** The wire envelope of ../shared/API.md. */
export type ApiSuccess<T, M = Record<string, unknown>> = { status: true; data: T; meta?: M };
export type FieldError = { field: string; code: string; message: string };
export type ApiFailure = { status: false; code: string; message: string; data: unknown };

export type Pagination = {
  total: number;
  count: number;
  perPage: number;
  currentPage: number;
  totalPages: number;
};

/** Stable error codes every client may rely on; modules add their own. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  notFound: 'NOT_FOUND',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  invalidCredentials: 'INVALID_CREDENTIALS',
  wrongPassword: 'WRONG_PASSWORD',
  phoneTaken: 'PHONE_TAKEN',
  internal: 'INTERNAL_ERROR',
} as const;
