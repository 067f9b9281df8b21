import type { Profile } from '@skyparcel/domain/account-contracts';
import type { VatInvoice } from './api/create-vat.ts';

/**
 * What a business account's profile already says about the invoice's buyer: the company name,
 * tax number and email. The profile keeps the street without its ward and province, so the
 * company address is left for the customer. Personal accounts get no suggestion: the invoice
 * is then often made out to an employer, not to the person.
 */
export function vatInvoiceFromProfile(
  profile: Pick<Profile, 'type' | 'companyName' | 'taxNumber' | 'email'> | undefined,
): VatInvoice | null {
  if (profile?.type !== 'B') return null;
  return {
    companyName: profile.companyName ?? '',
    taxNumber: profile.taxNumber ?? '',
    email: profile.email ?? '',
    companyAddress: '',
  };
}
