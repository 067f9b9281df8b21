import { type CountryCode, type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { z } from 'zod';
import { HOME_COUNTRY, KOREA_COUNTRY } from './location-id.ts';
import vietnamAndKorea from './phone-metadata/vn-kr.json' with { type: 'json' };

/*
 * Phones are validated and written by libphonenumber-js, with Google's numbering plans for the two
 * countries we take numbers from (phone-metadata/, about 2 KB). Stored as the country code and
 * the national number without its trunk 0; shown in the international form, "+84 901 234 567".
 */
const metadata = vietnamAndKorea as MetadataJson;

/** Country prefixes offered by phone inputs (spec 1 section 1). */
export const PHONE_PREFIXES = ['+84', '+82'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

const COUNTRY_OF_PREFIX: Record<PhonePrefix, CountryCode> = { '+84': 'VN', '+82': 'KR' };
const PREFIX_OF_COUNTRY: Record<string, PhonePrefix> = { [HOME_COUNTRY]: '+84', [KOREA_COUNTRY]: '+82' };

/** Digits after the leading 0 is stripped (spec 2 section 5, Address form). */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 11;

const isPhonePrefix = (prefix: string): prefix is PhonePrefix => prefix in COUNTRY_OF_PREFIX;

/** The country code a phone of an address in this country starts with (+82 for Korea). */
export function phonePrefixOfCountry(country: string): PhonePrefix {
  return PREFIX_OF_COUNTRY[country] ?? '+84';
}

/** A national number as stored: digits only, without the trunk prefix 0. */
export function stripTrunkZero(digits: string): string {
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** A saved number as its phone field shows it: the national digits with their trunk 0, as people type them. */
export function phoneFieldValue(national: string): string {
  return `0${national}`;
}

/** The spec's shape of a phone field: digits only, 9 to 11 of them after a leading 0. */
export function isValidPhoneDigits(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  const national = stripTrunkZero(value);
  return national.length >= PHONE_MIN_DIGITS && national.length <= PHONE_MAX_DIGITS;
}

function parse(prefix: string, digits: string) {
  if (!isPhonePrefix(prefix)) return undefined;
  return parsePhoneNumberFromString(digits, COUNTRY_OF_PREFIX[prefix], metadata);
}

/** Whether the digits are a real number in the country of the prefix (010… is Korean, not Vietnamese). */
export function isValidPhoneIn(prefix: string, digits: string): boolean {
  return parse(prefix, digits)?.isValid() ?? false;
}

/**
 * The validation code of digits that have the right shape but are no number in the prefix's
 * country ("010 1234 5678" with +84), else null. For a form's object check, on its phone field.
 */
export function phoneCountryIssue(prefix: string, digits: string): string | null {
  if (!isValidPhoneDigits(digits) || isValidPhoneIn(prefix, digits)) return null;
  return prefix === '+82' ? 'validation_phone_not_korean' : 'validation_phone_not_vietnamese';
}

/** A form's object check: a phone of the right shape must also be a number in the chosen country. */
export function checkPhoneCountry(form: { prefixPhone: string; phone: string }, context: z.RefinementCtx) {
  const issue = phoneCountryIssue(form.prefixPhone, form.phone);
  if (issue) context.addIssue({ code: 'custom', path: ['phone'], message: issue });
}

/** How a phone is shown: "+84 901 234 567", "+82 10 1234 5678"; digits as typed if they are no number there. */
export function formatPhone(prefix: string | null | undefined, national: string | null | undefined): string {
  // A draft kept from before phones were part of it has none: nothing is shown rather than a crash.
  if (!national) return '';
  const key = `${prefix ?? '+84'} ${national}`;
  let formatted = formattedPhones.get(key);
  if (formatted === undefined) {
    const parsed = parse(prefix ?? '+84', national);
    formatted = parsed?.isValid() ? parsed.formatInternational() : `${prefix ?? ''} ${national}`.trim();
    if (formattedPhones.size >= FORMATTED_PHONES_KEPT) formattedPhones.clear();
    formattedPhones.set(key, formatted);
  }
  return formatted;
}

/**
 * Phones written out recently: parsing with libphonenumber's metadata costs about 0.1 ms a phone, and
 * an order list writes out the same few senders and receivers 50 times a page. Bounded, and cleared
 * when full (a page's phones come back at once).
 */
const formattedPhones = new Map<string, string>();
const FORMATTED_PHONES_KEPT = 2_000;
