import { describe, expect, it } from 'vitest';
import { addressFormSchema, isDefaultAddress } from './address-contracts.ts';

const codesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const vietnamese = {
  personName: 'Trần Văn Bình',
  prefixPhone: '+84',
  phone: '912345678',
  country: '0',
  province: '01',
  village: '00004',
  address: '25 Phan Đình Phùng',
  type: 'NORMAL',
};

describe('address form', () => {
  it('takes null as "not set" in every optional field, as an address read answers them', () => {
    const form = {
      ...vietnamese,
      cardId: null,
      district: null,
      addressDetail: null,
      postCode: null,
      pccc: null,
      additionalInfo: null,
      isDefault: null,
      lat: null,
      long: null,
    };
    expect(addressFormSchema.safeParse(form).success).toBe(true);
  });

  it('keeps a Korean post code required when null', () => {
    const korean = { ...vietnamese, country: '1', province: '11', district: '11010', village: '1101053' };
    expect(codesOf(addressFormSchema.safeParse({ ...korean, postCode: null }))).toEqual([
      ['postCode', 'validation_required'],
    ]);
  });

  it('makes a SENDER or RECEIVER the default of its type unless is_default is false', () => {
    expect(isDefaultAddress({ type: 'SENDER' })).toBe(true);
    expect(isDefaultAddress({ type: 'RECEIVER', isDefault: null })).toBe(true);
    expect(isDefaultAddress({ type: 'RECEIVER', isDefault: false })).toBe(false);
    expect(isDefaultAddress({ type: 'NORMAL' })).toBe(false);
  });

  it('refuses a NORMAL address that says it is a default', () => {
    expect(codesOf(addressFormSchema.safeParse({ ...vietnamese, isDefault: true }))).toEqual([
      ['isDefault', 'validation_invalid'],
    ]);
    expect(addressFormSchema.safeParse({ ...vietnamese, isDefault: false }).success).toBe(true);
  });
});
