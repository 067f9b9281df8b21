/** The success envelope of ../shared/API.md. */
export function ok<T>(data: T, meta?: Record<string, unknown>) {
  return meta ? { status: true as const, data, meta } : { status: true as const, data };
}
