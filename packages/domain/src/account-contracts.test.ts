import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, displayName } from './account-contracts.ts';
import { validationMessage } from './messages.ts';

const codesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('change-password form', () => {
  it('accepts a strong new password typed twice', () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: 'Demo@12345',
      newPassword: 'Fresh2026',
      reEnterPassword: 'Fresh2026',
    });
    expect(result.success).toBe(true);
  });

  it('demands the re-entry equal the new password', () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: 'Demo@12345',
      newPassword: 'Fresh2026',
      reEnterPassword: 'Fresh2027',
    });
    expect(codesOf(result)).toEqual([['reEnterPassword', 'validation_re_enter_password']]);
  });

  it('demands a new password different from the old one', () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: 'Demo@12345',
      newPassword: 'Demo@12345',
      reEnterPassword: 'Demo@12345',
    });
    expect(codesOf(result)).toEqual([['newPassword', 'validation_password_same_as_old']]);
  });
});

describe('display name', () => {
  it('is the person for personal accounts and the company for business ones', () => {
    expect(displayName({ type: 'P', name: 'Nguyễn Minh Anh', companyName: null })).toBe('Nguyễn Minh Anh');
    expect(displayName({ type: 'B', name: null, companyName: 'Sao Việt Logistics' })).toBe('Sao Việt Logistics');
  });
});

describe('validation messages', () => {
  it('put the localised field label in, capitalised when it opens the sentence', () => {
    expect(validationMessage('en', 'validation_required', 'name')).toBe('Please enter full name');
    expect(validationMessage('vi', 'validation_spaces_full_name', 'name')).toBe(
      'Họ và tên không được có khoảng trắng ở đầu hoặc cuối',
    );
    expect(validationMessage('ko', 'validation_required', 'phone')).toBe('전화번호를 입력해 주세요');
  });

  it('fall back to a generic text for unknown codes', () => {
    expect(validationMessage('en', 'something_new', 'email')).toBe('Email is not valid');
  });
});
