import type { Profile } from './account-contracts.ts';

/*
 * Limits for account data. Spec 2 section 9 fixes name 45, street 250 and identity 24;
 * the password bounds are ours (docs/decisions/accounts-and-sign-in.md, "Password rules").
 */
/** A person's name: the sign-up name, the profile name, a company's representative, an address book contact. */
export const PERSON_NAME_MAX_LENGTH = 45;
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
/** Marks that dress symbols rather than letters: keycaps and enclosing circles, variation selectors. */
const SYMBOL_MARKS = /[\p{Me}\p{Variation_Selector}]/u;
/** Emoji and their parts: pictographs, flags, skin tones, the keycap mark and the emoji presentation selector. */
const EMOJI_PARTS = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20E3|\uFE0F/u;
/** Control and format characters (zero-width spaces, direction marks): invisible on a label or an invoice. */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/** Whether a text holds a control or format character (NUL, a zero-width space, a direction mark). */
export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE_CHARACTERS.test(value);
}

export function hasEdgeSpaces(value: string): boolean {
  return value !== value.trim();
}

export function hasEmoji(value: string): boolean {
  return EMOJI_PARTS.test(value);
}

export function isPersonName(value: string): boolean {
  return PERSON_NAME_PATTERN.test(value) && !SYMBOL_MARKS.test(value);
}

/**
 * How long a text is as the customer sees it: characters after NFC composition, so a Vietnamese
 * "ễ" or a Korean syllable counts once however the keyboard produced it. The counters on screen
 * and the server's limit count the same way.
 */
export function textLength(value: string): number {
  return [...value.normalize('NFC')].length;
}

/** Message codes of the name rules, in the order they are checked. */
export type NameIssue =
  | 'validation_required'
  | 'validation_spaces_full_name'
  | 'validation_emoji'
  | 'validation_special_characters'
  | 'validation_max_length';

type NameRule = { maxLength: number; hasAllowedCharacters: (value: string) => boolean };

function nameIssue(value: string, rule: NameRule): NameIssue | null {
  if (value.trim() === '') return 'validation_required';
  if (hasEdgeSpaces(value)) return 'validation_spaces_full_name';
  if (hasEmoji(value)) return 'validation_emoji';
  if (!rule.hasAllowedCharacters(value)) return 'validation_special_characters';
  if (textLength(value) > rule.maxLength) return 'validation_max_length';
  return null;
}

/**
 * The one rule for a person's name, wherever it is typed: the first rule the name breaks, or
 * null. Never trimmed or cut: a name with edge spaces or over the limit is refused.
 */
export function personNameIssue(value: string): NameIssue | null {
  return nameIssue(value, { maxLength: PERSON_NAME_MAX_LENGTH, hasAllowedCharacters: isPersonName });
}

/**
 * A company's name (business profile, VAT invoice): digits and punctuation are part of real
 * company names ("3M", "A&B Co., Ltd.", "(주)한빛"), so only emoji and invisible characters
 * are refused, with the same edge-space and length rules as a person's name.
 */
export function companyNameIssue(value: string): NameIssue | null {
  return nameIssue(value, {
    maxLength: COMPANY_NAME_MAX_LENGTH,
    hasAllowedCharacters: (text) => !hasInvisibleCharacters(text),
  });
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

/** The name the header shows: the person for personal accounts, the company for business ones. */
export function displayName(profile: Pick<Profile, 'type' | 'name' | 'companyName'>): string {
  return (profile.type === 'B' ? profile.companyName : profile.name) ?? '';
}
