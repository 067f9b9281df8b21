import { cookieValue } from './cookies.ts';

/**
 * Which first frames (a page drawn at build time, sent before its scripts) a browser may be sent.
 * The web app writes it as a cookie once it knows the signed-in customer, and clears it on signing
 * out; the server reads it to choose a page's HTML. A hint for drawing, never trusted for data: a
 * forged value only shows a heading and a skeleton that the app then replaces with what the
 * account may see.
 */
export const FRAME_AUDIENCE_COOKIE = 'frames';

/**
 * The signed-in session's token, kept beside the frames cookie for as long as the sign-in lasts, so
 * the server can draw a page with the customer's own data in its first bytes (the order detail:
 * docs/decisions/first-load-of-the-web-app.md). The server checks it like the API checks its bearer
 * token (signature, session not ended, the order the customer's own), and only to draw a page: no
 * API call reads it, so a request another site makes with it can change nothing.
 */
export const PAGE_SESSION_COOKIE = 'page_session';

/**
 * The element of a page drawn with data that carries the app's data cache for it (a JSON data
 * block, `<script type="application/json">`, never run): the app starts from it, so its first
 * render draws the same data the HTML showed.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * On the template of module links in a page's HTML: the router's modules of that page (its layouts and
 * itself, space-separated, as the router names them), which the app asks for before its router starts.
 */
export const PAGE_MODULES_ATTRIBUTE = 'data-page-modules';

/**
 * Marks the root of a page the server drew for the signed-in customer: the app takes it over
 * (hydrates it) signed in, as it was drawn, where a page prerendered at build time is taken over
 * signed out.
 */
export const DRAWN_SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * Who a frame is drawn for: anyone (a page open to everyone, in the public chrome), a signed-in
 * customer (the signed-in chrome), or a business customer with a Cargo Direct contract (the Cargo
 * Direct page, which any other account must never see: spec 2 section 2).
 */
export const FRAME_AUDIENCES = ['everyone', 'signed-in', 'cargo-direct'] as const;
export type FrameAudience = (typeof FRAME_AUDIENCES)[number];

/** What a signed-in customer's cookie says: every signed-in frame, and the Cargo Direct one with a contract. */
export type SignedInAudience = Exclude<FrameAudience, 'everyone'>;

/** Whether a browser whose `Cookie` header is this may be sent a frame drawn for `audience`. */
export function mayBeSentFrame(audience: FrameAudience, cookieHeader: string | undefined): boolean {
  if (audience === 'everyone') return true;
  const signedInAs = cookieValue(cookieHeader, FRAME_AUDIENCE_COOKIE);
  if (audience === 'signed-in') return signedInAs === 'signed-in' || signedInAs === 'cargo-direct';
  return signedInAs === 'cargo-direct';
}
