import { type AddressFormData, isDefaultAddress } from '@skyparcel/domain/address-contracts';
import type { Language } from '@skyparcel/domain/locale';
import { formatLocationId, hasDistrictLevel, KOREA_COUNTRY, NO_DISTRICT } from '@skyparcel/domain/location-id';
import { stripTrunkZero } from '@skyparcel/domain/phone';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { checkKoreanPostCode } from '../locations/check-korean-post-code.ts';
import { getLocation } from '../locations/get-location.ts';
import type { AddressValues } from './address-repository.ts';

/**
 * Checks a parsed address form against the division tables, and answers the row to store.
 * NORMAL is stored as a non-default SENDER (spec 2 section 5, "as coded").
 */
export async function toAddressValues(db: Database, form: AddressFormData, language: Language): Promise<AddressValues> {
  const district = hasDistrictLevel(form.country) ? (form.district ?? '') : NO_DISTRICT;
  const locId = formatLocationId({ country: form.country, province: form.province, district, village: form.village });
  const location = await getLocation(db, locId, language).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw AppError.validation([{ field: 'village', code: 'validation_invalid' }]);
    }
    throw error;
  });
  if (form.country === KOREA_COUNTRY && form.postCode) await checkKoreanPostCode(db, form.postCode, district);
  return {
    type: form.type === 'NORMAL' ? 'SENDER' : form.type,
    isDefault: isDefaultAddress(form),
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
