import type { FieldError } from '@skyparcel/domain/api-envelope';
import type { z } from 'zod';

export type FieldIssue = Omit<FieldError, 'message'>;

const STATUS_BY_CODE: Record<string, number> = {
  VALIDATION_ERROR: 400,
  WRONG_PASSWORD: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  NOT_FOUND: 404,
  PROVINCE_NOT_FOUND: 404,
  PHONE_TAKEN: 409,
  PLANE_OUT_OF_LOAD: 409,
  FLIGHT_NOT_FOUND: 422,
  NO_SUITABLE_ROUTE: 422,
  PRODUCT_NOT_AVAILABLE: 422,
  PRICE_CHANGED: 409,
  PAYMENT_METHOD_NOT_AVAILABLE: 422,
  global_not_enough_point: 422,
  IDEMPOTENCY_KEY_REUSED: 409,
  EXTRA_SERVICE_UNKNOWN: 422,
  VOUCHER_INCORRECT: 422,
  VOUCHER_OUTDATED: 422,
  VOUCHER_REACH_LIMIT: 422,
  VOUCHER_NOT_START: 422,
  VOUCHER_REACH_LIMIT_DAILY: 422,
  VOUCHER_REACH_LIMIT_CUSTOMER: 422,
  ONLY_CERTAIN_CITIES: 422,
  CROSS_BORDER_NOT_AVAILABLE: 422,
  SUPER_DOCUMENTS_ONLY: 422,
  SUPER_ROUTE_NOT_SUPPORTED: 422,
  PREMIUM_PRODUCT_NOT_SUPPORTED: 422,
  DIM_WEIGHT_OVER_LIMIT_DOCUMENT: 422,
  DIM_WEIGHT_OVER_LIMIT_PARCEL: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  MAPS_ERROR: 500,
};

/**
 * What a use case throws when a request cannot be served. The error handler turns it
 * into the envelope of ../shared/API.md with a message in the request's language.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: string,
    readonly options: {
      status?: number;
      data?: unknown;
      /** Values for the message template, e.g. { seconds: 30 }. */
      params?: Record<string, string | number>;
      fields?: FieldIssue[];
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.statusCode = options.status ?? STATUS_BY_CODE[code] ?? 400;
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
    fields.push({ field, code: isMessageCode(issue.message) ? issue.message : 'validation_invalid' });
  }
  return fields;
}

/** Our contracts put codes in messages; zod's own defaults are sentences. */
function isMessageCode(message: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]*$/.test(message);
}
