/** Country prefixes offered by phone inputs (spec 1 section 1). */
export const PHONE_PREFIXES = ['+84', '+82'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

/** Digits after the leading 0 is stripped (spec 2 section 5, Address form). */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 11;

/** A national number as stored: digits only, without the trunk prefix 0. */
export function stripTrunkZero(digits: string): string {
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

export function isValidPhoneDigits(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  const national = stripTrunkZero(value);
  return national.length >= PHONE_MIN_DIGITS && national.length <= PHONE_MAX_DIGITS;
}

/** How a phone is shown to people: the national form with its trunk 0. */
export function displayPhone(national: string): string {
  return `0${national}`;
}
