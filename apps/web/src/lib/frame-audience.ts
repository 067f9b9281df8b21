import { FRAME_AUDIENCE_COOKIE, type SignedInAudience } from '@skyparcel/domain/page-frames';

/*
 * The cookie that tells the server which first frames this browser may be sent (packages/domain
 * page-frames.ts): written once the signed-in customer is known, for as long as their sign-in
 * lasts, and cleared with it, so a signed-out visitor is sent no signed-in chrome.
 */

export function rememberFrameAudience(audience: SignedInAudience, expiresAt: number): void {
  const maxAgeSeconds = Math.max(0, Math.floor((expiresAt - Date.now()) / 1000));
  writeCookie(`${FRAME_AUDIENCE_COOKIE}=${audience}; max-age=${maxAgeSeconds}`);
}

export function forgetFrameAudience(): void {
  // A date long past rather than max-age=0, which some engines honour only a moment later.
  writeCookie(`${FRAME_AUDIENCE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
}

function writeCookie(cookie: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${cookie}; path=/; samesite=lax`;
}
