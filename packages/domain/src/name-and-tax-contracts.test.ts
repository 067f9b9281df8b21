import { describe, expect, it } from 'vitest';
import { businessProfileSchema, personalProfileSchema } from './account-contracts.ts';
import { addressFormSchema } from './address-contracts.ts';
import { registerRequestSchema } from './auth-contracts.ts';
import { vatRequestSchema } from './order-contracts.ts';

/*
 * One name rule and one tax number rule, whichever call carries them: the same input gets the
 * same code from sign-up, the profile, the address book and the VAT invoice.
 */
const codeAt = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message ?? null;

const signUp = { prefixPhone: '+84', phone: '912345678', name: 'Lê Thị Hoa', password: 'Start1234' };
const personal = { name: 'Lê Thị Hoa', country: '0' };
const business = {
  companyName: 'Công ty TNHH Sao Việt Logistics',
  taxNumber: '0312345673',
  companyPhone: '2838123456',
  companyRepresentative: 'Trần Quốc Bảo',
  email: 'ops@saoviet.example.vn',
};
const address = {
  personName: 'Lê Thị Hoa',
  prefixPhone: '+84',
  phone: '912345678',
  country: '0',
  province: '01',
  village: '00004',
  address: '25 Phan Đình Phùng',
  type: 'NORMAL',
};
const vat = {
  orderId: 'SP2611210042',
  email: 'ketoan@saoviet.example.vn',
  companyName: 'Công ty TNHH Sao Việt Logistics',
  companyAddress: '45 Lê Lợi, Sài Gòn',
  taxNumber: '0100109106',
};

const personNameCalls = [
  ['sign-up', (name: string) => codeAt(registerRequestSchema.safeParse({ ...signUp, name }), 'name')],
  ['personal profile', (name: string) => codeAt(personalProfileSchema.safeParse({ ...personal, name }), 'name')],
  [
    'business representative',
    (name: string) =>
      codeAt(businessProfileSchema.safeParse({ ...business, companyRepresentative: name }), 'companyRepresentative'),
  ],
  [
    'address contact',
    (name: string) => codeAt(addressFormSchema.safeParse({ ...address, personName: name }), 'personName'),
  ],
] as const;

describe.each(personNameCalls)('the person name of the %s', (_call, codeFor) => {
  it.each([
    ['Nguyễn Thị Minh Khai', null],
    ['Hoa 🌸', 'validation_emoji'],
    ['Hoa#1', 'validation_special_characters'],
    [' Hoa', 'validation_spaces_full_name'],
    ['H'.repeat(45), null],
    ['H'.repeat(46), 'validation_max_length'],
  ])('%o: %s', (name, code) => {
    expect(codeFor(name)).toBe(code);
  });
});

describe('company names and tax numbers', () => {
  it('follow one rule on the business profile and the VAT invoice', () => {
    for (const [taxNumber, code] of [
      ['0100109106', null],
      ['0100109106-001', null],
      [' 0100109106 ', null],
      ['0100109107', 'validation_tax_number_checksum'],
      ['01001091', 'validation_tax_number'],
      ['', 'validation_required'],
    ] as const) {
      expect(codeAt(businessProfileSchema.safeParse({ ...business, taxNumber }), 'taxNumber')).toBe(code);
      expect(codeAt(vatRequestSchema.safeParse({ ...vat, taxNumber }), 'taxNumber')).toBe(code);
    }
    for (const [companyName, code] of [
      ['3M Việt Nam', null],
      ['Sao Việt 🚀', 'validation_emoji'],
      ['C'.repeat(201), 'validation_max_length'],
    ] as const) {
      expect(codeAt(businessProfileSchema.safeParse({ ...business, companyName }), 'companyName')).toBe(code);
      expect(codeAt(vatRequestSchema.safeParse({ ...vat, companyName }), 'companyName')).toBe(code);
    }
  });

  it('stores the tax number without the spaces around a pasted one', () => {
    expect(vatRequestSchema.parse({ ...vat, taxNumber: ' 0100109106-001 ' }).taxNumber).toBe('0100109106-001');
  });
});
