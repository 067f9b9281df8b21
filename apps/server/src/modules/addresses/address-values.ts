import { addressFormSchema } from '@skyparcel/domain/address-contracts';
import type { Language } from '@skyparcel/domain/locale';
import { formatLocationId, hasDistrictLevel, NO_DISTRICT } from '@skyparcel/domain/location-id';
import { stripTrunkZero } from '@skyparcel/domain/phone';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { getLocation } from '../locations/get-location.ts';
import type { AddressValues } from './address-repository.ts';

/**
 * Checks an address form against the shared rules and the division tables, and answers
 * the row to store. NORMAL is stored as a non-default SENDER (spec 2 section 5, "as coded").
 */
export async function toAddressValues(db: Database, body: unknown, language: Language): Promise<AddressValues> {
  const parsed = addressFormSchema.safeParse(body);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const form = parsed.data;
  const district = hasDistrictLevel(form.country) ? (form.district ?? '') : NO_DISTRICT;
  const locId = formatLocationId({ country: form.country, province: form.province, district, village: form.village });
  const location = await getLocation(db, locId, language).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw AppError.validation([{ field: 'village', code: 'validation_invalid' }]);
    }
    throw error;
  });
  const isNormal = form.type === 'NORMAL';
  return {
    type: form.type === 'NORMAL' ? 'SENDER' : form.type,
    isDefault: !isNormal,
    personName: form.personName,
    prefixPhone: form.prefixPhone,
    phone: stripTrunkZero(form.phone),
    cardId: form.cardId || null,
    country: form.country,
    province: form.province,
    district,
    village: form.village,
    address: form.address.trim(),
    addressDetail: form.addressDetail || null,
    postCode: form.postCode || null,
    pccc: form.pccc ? form.pccc.toUpperCase() : null,
    additionalInfo: form.additionalInfo || null,
    // Without a map pick, the ward's point stands in for the address.
    lat: form.lat ?? location.lat,
    lng: form.long ?? location.lng,
  };
}
