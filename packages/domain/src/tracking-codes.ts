/*
 * Order codes as a visitor types them into the tracking box (issue 34: "several codes at once"):
 * separated by spaces, commas, semicolons or lines, in any case, repeated or not.
 */

/** An order code: two letters and digits (SP + Vietnamese yymmdd + number). */
export const ORDER_CODE_PATTERN = /^[A-Z]{2}\d{6,20}$/;

/** At most this many codes are looked up at once (each counts against the visitor's tracking limit). */
export const TRACKING_CODES_MAX = 10;

export type TrackingCodes = { codes: string[]; invalid: string[]; isTooMany: boolean };

/** The distinct codes in what was typed, upper-cased, in their order; what cannot be a code is named. */
export function parseTrackingCodes(text: string): TrackingCodes {
  const words = text
    .split(/[\s,;]+/)
    .map((word) => word.trim().toUpperCase())
    .filter((word) => word !== '');
  const distinct = [...new Set(words)];
  const codes = distinct.filter((word) => ORDER_CODE_PATTERN.test(word));
  const invalid = distinct.filter((word) => !ORDER_CODE_PATTERN.test(word));
  return { codes, invalid, isTooMany: codes.length > TRACKING_CODES_MAX };
}
