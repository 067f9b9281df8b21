import { z } from 'zod';

/** The wire envelope of the wire conventions (API.md), as zod schemas every route declares. */
export const paginationSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  perPage: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A list page's pagination: how many there are in all, on this page, and pages (at least one). */
export function paginationOf(page: { total: number; count: number; perPage: number; currentPage: number }): Pagination {
  return { ...page, totalPages: Math.max(1, Math.ceil(page.total / page.perPage)) };
}

export const fieldErrorSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failure: a stable code, a text in the request's language, details (field errors) or null. */
export const failureSchema = z.object({
  status: z.literal(false),
  code: z.string(),
  message: z.string(),
  data: z.unknown().nullable(),
});
export type ApiFailure = z.infer<typeof failureSchema>;

/** `{ status: true, data }`, with `meta` when the call has one (paging, payment hand-off). */
export function successSchema<D extends z.ZodType>(data: D): z.ZodObject<{ status: z.ZodLiteral<true>; data: D }>;
export function successSchema<D extends z.ZodType, M extends z.ZodType>(
  data: D,
  meta: M,
): z.ZodObject<{ status: z.ZodLiteral<true>; data: D; meta: M }>;
export function successSchema(data: z.ZodType, meta?: z.ZodType) {
  return meta ? z.object({ status: z.literal(true), data, meta }) : z.object({ status: z.literal(true), data });
}

export type ApiSuccess<T, M = Record<string, unknown>> = { status: true; data: T; meta?: M };

/**
 * A list's page number in a query. Bounded: an unbounded page times the page size overflowed a
 * query's bigint OFFSET (page 2^53 − 1 answered 500).
 */
/** A calendar day in a query (YYYY-MM-DD). */
export const calendarDayField = z.iso.date({ error: 'validation_invalid' });

export const pageNumberField = z.coerce.number({ error: 'validation_invalid' }).int().min(1).max(10_000).default(1);

/** A list page's meta. */
export const pagedMetaSchema = z.object({ pagination: paginationSchema });
