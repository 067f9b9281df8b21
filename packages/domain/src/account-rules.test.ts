import { describe, expect, it } from 'vitest';
import { isPasswordStrong, isPersonName, isTaxNumber, isValidBirth } from './account-rules.ts';
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
  });
  it.each(['Minh#Anh', 'Anh 2', '@Anh', '-Anh'])('refuses %s', (name) => {
    expect(isPersonName(name)).toBe(false);
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

describe('tax numbers', () => {
  it.each([
    ['0312345678', true],
    ['0312345678-001', true],
    ['123-45-67890', true],
    ['1234567890123', true],
    ['12345', false],
    ['03123456789', false],
    ['abc1234567', false],
  ])('%s is valid: %s', (value, expected) => {
    expect(isTaxNumber(value)).toBe(expected);
  });
});
