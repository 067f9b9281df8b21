import { describe, expect, it } from 'vitest';
import { vatInvoiceFromProfile } from './vat-from-profile.ts';

describe('the VAT details a profile suggests', () => {
  it('are the company name, tax number and email of a business account', () => {
    expect(
      vatInvoiceFromProfile({
        type: 'B',
        companyName: 'Công ty TNHH Sao Việt Logistics',
        taxNumber: '0312345673',
        email: 'ops@saoviet.example.vn',
      }),
    ).toEqual({
      companyName: 'Công ty TNHH Sao Việt Logistics',
      taxNumber: '0312345673',
      email: 'ops@saoviet.example.vn',
      companyAddress: '',
    });
  });

  it('are none for a personal account or before the profile has loaded', () => {
    expect(vatInvoiceFromProfile({ type: 'P', companyName: null, taxNumber: null, email: 'a@b.vn' })).toBeNull();
    expect(vatInvoiceFromProfile(undefined)).toBeNull();
  });
});
