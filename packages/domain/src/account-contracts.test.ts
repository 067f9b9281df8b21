import { describe, expect, it } from 'vitest';
import { businessProfileSchema, displayName, personalProfileSchema, profileUpdateSchema } from './account-contracts.ts';
import { validationMessage } from './messages.ts';

const codesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('display name', () => {
  it('is the person for personal accounts and the company for business ones', () => {
    expect(displayName({ type: 'P', name: 'Nguyễn Minh Anh', companyName: null })).toBe('Nguyễn Minh Anh');
    expect(displayName({ type: 'B', name: null, companyName: 'Sao Việt Logistics' })).toBe('Sao Việt Logistics');
  });
});

describe('profile forms', () => {
  const personal = { name: 'Nguyễn Minh Anh', email: null, idenNumber: null, gender: '0', birth: null, country: '0' };
  const business = {
    companyName: 'Hanbit Trading Co., Ltd.',
    taxNumber: '123-45-67891',
    companyPhone: '212345678',
    companyRepresentative: 'Kim Ji-won',
    email: 'contact@hanbit.example.kr',
    province: null,
  };

  it('take null as "not set" in every optional field, as a profile read answers them', () => {
    expect(
      personalProfileSchema.safeParse({ ...personal, province: null, district: null, village: null }).success,
    ).toBe(true);
    expect(businessProfileSchema.safeParse({ ...business, gender: null, address: null }).success).toBe(true);
  });

  it('keep their required fields required when null', () => {
    expect(codesOf(personalProfileSchema.safeParse({ ...personal, name: null }))).toEqual([
      ['name', 'validation_required'],
    ]);
    expect(codesOf(businessProfileSchema.safeParse({ ...business, email: null }))).toEqual([
      ['email', 'validation_required'],
    ]);
  });

  it('are both read by the update call, which checks each field it is given', () => {
    expect(profileUpdateSchema.safeParse(personal).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ ...business, name: null }).success).toBe(true);
    expect(codesOf(profileUpdateSchema.safeParse({ ...business, taxNumber: '12345' }))).toEqual([
      ['taxNumber', 'validation_tax_number'],
    ]);
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
