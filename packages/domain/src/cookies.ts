/** One cookie's value in a request's `Cookie` header (or `document.cookie`); undefined without it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  const pair = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name);
  return pair?.[1];
}
