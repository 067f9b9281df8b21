import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, registerRequestSchema } from './auth-contracts.ts';

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

describe('sign-up', () => {
  it('takes no email as empty, null or absent', () => {
    const form = { prefixPhone: '+84', phone: '0912000111', name: 'Lê Thu Hà', password: 'Secret123' };
    for (const email of ['', null, undefined])
      expect(registerRequestSchema.safeParse({ ...form, email }).success).toBe(true);
  });
});
