import { FRAME_AUDIENCE_COOKIE, PAGE_SESSION_COOKIE, type SignedInAudience } from '@skyparcel/domain/page-frames';
import type { StoredAuth } from './auth-storage.ts';

/*
 * The cookies that tell the server how it may draw this browser's pages (packages/domain
 * page-frames.ts): which first frames it may be sent, and the session a page's own data is drawn
 * for. Written once the signed-in customer is known, for as long as their sign-in lasts, and
 * cleared with it, so a signed-out visitor is sent no signed-in chrome and no customer's data.
 */

export function rememberSignedInPages(audience: SignedInAudience, auth: StoredAuth): void {
  const maxAgeSeconds = Math.max(0, Math.floor((auth.expiresAt - Date.now()) / 1000));
  writeCookie(`${FRAME_AUDIENCE_COOKIE}=${audience}; max-age=${maxAgeSeconds}`);
  // A signed token (JWT) is cookie-safe as it is.
  writeCookie(`${PAGE_SESSION_COOKIE}=${auth.accessToken}; max-age=${maxAgeSeconds}`);
}

export function forgetSignedInPages(): void {
  // A date long past rather than max-age=0, which some engines honour only a moment later.
  for (const name of [FRAME_AUDIENCE_COOKIE, PAGE_SESSION_COOKIE]) {
    writeCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
  }
}

function writeCookie(cookie: string): void {
  if (typeof document === 'undefined') return;
  // Over HTTPS the session's token never travels in the clear.
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${cookie}; path=/; samesite=lax${secure}`;
}
