/**
 * Limits for account data. Spec 2 section 9 fixes name 45, street 250 and identity 24;
 * the password bounds are ours (docs/decisions.md, "Password rules").
 */
export const NAME_MAX_LENGTH = 45;
export const ADDRESS_MAX_LENGTH = 250;
export const IDENTITY_MIN_DIGITS = 9;
export const IDENTITY_MAX_LENGTH = 24;
export const EMAIL_MAX_LENGTH = 254;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const ACCOUNT_TYPES = ['P', 'B'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Gender codes as the spec sends them: '1' male, '0' female. */
export const GENDERS = ['1', '0'] as const;

/** Birth dates travel as YYYY/MM/DD (spec 2 section 3, Profile). */
export const BIRTH_FORMAT = 'YYYY/MM/DD';

/** Letters (any script, with combining marks), spaces, and the punctuation real names use. */
const PERSON_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

export function hasEdgeSpaces(value: string): boolean {
  return value !== value.trim();
}

export function isPersonName(value: string): boolean {
  return PERSON_NAME_PATTERN.test(value.trim());
}

export function isPasswordStrong(value: string): boolean {
  return /\p{L}/u.test(value) && /\d/.test(value);
}

/** A real calendar date in YYYY/MM/DD, not in the future and not before 1900. */
export function isValidBirth(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDate && year >= 1900 && date.getTime() <= today.getTime();
}

/** Vietnamese tax codes are 10 digits, branches add -NNN; Korean business numbers are 10 digits (3-2-5). */
export function isTaxNumber(value: string): boolean {
  return /^\d{10}(-\d{3})?$/.test(value) || /^\d{3}-\d{2}-\d{5}$/.test(value) || /^\d{13}$/.test(value);
}
