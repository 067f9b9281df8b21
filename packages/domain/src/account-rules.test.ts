import { describe, expect, it } from 'vitest';
import {
  COMPANY_NAME_MAX_LENGTH,
  companyNameIssue,
  isPasswordStrong,
  isPersonName,
  isValidBirth,
  PERSON_NAME_MAX_LENGTH,
  personNameIssue,
  textLength,
} from './account-rules.ts';
import { isValidPhoneDigits, stripTrunkZero } from './phone.ts';

describe('phone numbers', () => {
  it.each([
    ['901234567', true],
    ['0901234567', true],
    ['01012345678', true],
    ['010123456789', true],
    ['0101234567890', false],
    ['90123456', false],
    ['090123456', false],
    ['09012a4567', false],
    ['+84901234567', false],
  ])('%s is valid: %s (9 to 11 digits once a leading 0 is stripped)', (value, expected) => {
    expect(isValidPhoneDigits(value)).toBe(expected);
  });

  it('strips only one trunk zero', () => {
    expect(stripTrunkZero('0901234567')).toBe('901234567');
    expect(stripTrunkZero('901234567')).toBe('901234567');
  });
});

describe('names', () => {
  it.each(['Nguyễn Thị Minh Khai', '김지원', "O'Brien", 'Kim Ji-won', 'Trần Q. Bảo'])('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
    expect(personNameIssue(name)).toBeNull();
  });
  it.each(['Minh#Anh', 'Anh 2', '@Anh', '-Anh', 'A\u20DD', 'Anh\uFE0E'])('refuses %s', (name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it.each([
    ['', 'validation_required'],
    ['   ', 'validation_required'],
    [' Minh Anh', 'validation_spaces_full_name'],
    ['Minh Anh ', 'validation_spaces_full_name'],
    ['Minh Anh 😀', 'validation_emoji'],
    ['Minh ❤️ Anh', 'validation_emoji'],
    ['Minh 👍🏽', 'validation_emoji'],
    ['Anh 🇻🇳', 'validation_emoji'],
    ['Minh#Anh', 'validation_special_characters'],
    ['Anh 2', 'validation_special_characters'],
    ['M'.repeat(PERSON_NAME_MAX_LENGTH + 1), 'validation_max_length'],
  ])('a person name %o breaks %s first', (name, code) => {
    expect(personNameIssue(name)).toBe(code);
  });

  it('allows exactly the maximum, counting a letter once however it was typed', () => {
    const composed = 'Nguyễn '.repeat(6).concat('Anh');
    expect(textLength(composed)).toBe(45);
    expect(personNameIssue(composed)).toBeNull();
    // The same name in decomposed form (e + circumflex + tilde) is still 45 characters, not 51.
    const decomposed = composed.normalize('NFD');
    expect(decomposed.length).toBeGreaterThan(45);
    expect(textLength(decomposed)).toBe(45);
    expect(personNameIssue(decomposed)).toBeNull();
    expect(personNameIssue(`${composed}h`)).toBe('validation_max_length');
  });

  it('lets company names have digits and punctuation, but not emoji or invisible characters', () => {
    for (const name of ['Hanbit Trading Co., Ltd.', '3M Việt Nam', 'A&B (Việt Nam)', '㈜한빛', '(주)한빛']) {
      expect(companyNameIssue(name)).toBeNull();
    }
    expect(companyNameIssue('Sao Việt 🚀')).toBe('validation_emoji');
    expect(companyNameIssue('Sao\u200BViệt')).toBe('validation_special_characters');
    expect(companyNameIssue(' Sao Việt')).toBe('validation_spaces_full_name');
    expect(companyNameIssue('C'.repeat(COMPANY_NAME_MAX_LENGTH))).toBeNull();
    expect(companyNameIssue('C'.repeat(COMPANY_NAME_MAX_LENGTH + 1))).toBe('validation_max_length');
  });
});

describe('passwords', () => {
  it('need a letter and a digit', () => {
    expect(isPasswordStrong('Demo@12345')).toBe(true);
    expect(isPasswordStrong('mậtkhẩu2026')).toBe(true);
    expect(isPasswordStrong('abcdefgh')).toBe(false);
    expect(isPasswordStrong('12345678')).toBe(false);
  });
});

describe('birth dates', () => {
  const today = new Date('2026-11-21T00:00:00Z');
  it.each([
    ['1992/08/15', true],
    ['2024/02/29', true],
    ['2026/11/21', true],
    ['2026/11/22', false],
    ['2023/02/29', false],
    ['1899/12/31', false],
    ['1992-08-15', false],
    ['15/08/1992', false],
  ])('%s is valid: %s', (value, expected) => {
    expect(isValidBirth(value, today)).toBe(expected);
  });
});
