import { PHONE_PREFIXES, stripTrunkZero } from './phone.ts';

/*
 * The order list's search (issue 37): one text matched against each order's code, receiver's
 * name and receiver's phone. The database folds case and Vietnamese accents of both sides
 * (order_search_fold in the migrations), so "nguyen" finds "Nguyễn".
 */

export const ORDER_SEARCH_MAX_LENGTH = 100;

/** Digits, spaces and the signs people put in phone numbers, and nothing else. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
const COUNTRY_CODES = new RegExp(`^(${PHONE_PREFIXES.map((prefix) => prefix.slice(1)).join('|')})`);

/**
 * What to look for: a number typed any way ("0912 345 678", "+84 912-345-678") as the stored
 * national digits (no trunk 0, no country code), so it meets the stored phone; other text as
 * typed, trimmed. Empty when nothing is left to look for.
 */
export function orderSearchTerm(text: string): string {
  const trimmed = text.trim();
  if (!PHONE_LIKE.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  return stripTrunkZero(trimmed.startsWith('+') ? digits.replace(COUNTRY_CODES, '') : digits);
}
