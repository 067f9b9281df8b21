/** The success envelope of the wire conventions (API.md). */
export function ok<T>(data: T): { status: true; data: T };
export function ok<T, M extends Record<string, unknown>>(data: T, meta: M): { status: true; data: T; meta: M };
export function ok(data: unknown, meta?: Record<string, unknown>) {
  return meta ? { status: true as const, data, meta } : { status: true as const, data };
}
