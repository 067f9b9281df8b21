import full from 'libphonenumber-js/metadata.max.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhoneIn, phoneCountryIssue, phoneFieldValue, phonePrefixOfCountry } from './phone.ts';
import shipped from './phone-metadata/vn-kr.json' with { type: 'json' };

describe('phones, per country (libphonenumber-js)', () => {
  it('shows a phone in its international form, without the trunk 0 after the country code', () => {
    expect(formatPhone('+84', '901234567')).toBe('+84 901 234 567');
    expect(formatPhone('+82', '1012345678')).toBe('+82 10 1234 5678');
    expect(formatPhone('+82', '212345678')).toBe('+82 2 1234 5678');
    // An account saved before the check keeps its digits, shown as they are.
    expect(formatPhone('+84', '1012345678')).toBe('+84 1012345678');
    expect(formatPhone(null, '901234567')).toBe('+84 901 234 567');
    expect(formatPhone('+84', undefined)).toBe('');
  });

  it('knows a Korean mobile from a Vietnamese one', () => {
    expect(isValidPhoneIn('+82', '01012345678')).toBe(true);
    expect(isValidPhoneIn('+84', '01012345678')).toBe(false);
    expect(isValidPhoneIn('+84', '0901234567')).toBe(true);
    expect(isValidPhoneIn('+84', '901234567')).toBe(true);
    expect(isValidPhoneIn('+82', '0901234567')).toBe(false);
    expect(isValidPhoneIn('+1', '2025550123')).toBe(false);
  });

  it('names the country a well-shaped number does not belong to, and leaves shape errors to the shape rule', () => {
    expect(phoneCountryIssue('+84', '01012345678')).toBe('validation_phone_not_vietnamese');
    expect(phoneCountryIssue('+82', '0901234567')).toBe('validation_phone_not_korean');
    expect(phoneCountryIssue('+84', '0123456789')).toBe('validation_phone_not_vietnamese');
    expect(phoneCountryIssue('+82', '01012345678')).toBeNull();
    expect(phoneCountryIssue('+84', '0912')).toBeNull();
    expect(phoneCountryIssue('+84', '09x2345678')).toBeNull();
  });

  it('starts a Korean address’s phone with +82, a Vietnamese one’s with +84', () => {
    expect(phonePrefixOfCountry('1')).toBe('+82');
    expect(phonePrefixOfCountry('0')).toBe('+84');
  });

  it('puts the trunk 0 back for the phone field', () => {
    expect(phoneFieldValue('1012345678')).toBe('01012345678');
  });

  it('ships the installed library’s numbering plans for Vietnam and Korea (npm run data:phones after an upgrade)', () => {
    expect(shipped.countries).toEqual({ VN: full.countries.VN, KR: full.countries.KR });
    expect(shipped.version).toBe(full.version);
  });
});
