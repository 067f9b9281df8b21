/**
 * One Idempotency-Key per request body: a retried submit of the same order sends the same key
 * (the server answers the first order), a changed order a new one.
 */
export function idempotencyKeyFor(attempt: { current: { body: string; key: string } | null }, request: unknown) {
  const body = JSON.stringify(request);
  if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
  return attempt.current.key;
}
