import type { Address } from '@skyparcel/domain/address-contracts';
import type { Language } from '@skyparcel/domain/locale';
import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { formatLocationId } from '@skyparcel/domain/location-id';
import { formatPhone } from '@skyparcel/domain/phone';
import type { Database } from '../../db/database.ts';
import { describeLocations } from '../locations/describe-locations.ts';
import type { AddressRow } from './address-repository.ts';

export type AddressView = Address;

function toView(row: AddressRow, location: ResolvedLocation | undefined): Address {
  return {
    id: row.id,
    type: row.type,
    isDefault: row.isDefault,
    personName: row.personName,
    prefixPhone: row.prefixPhone,
    phone: row.phone,
    phoneDisplay: formatPhone(row.prefixPhone, row.phone),
    cardId: row.cardId,
    country: row.country,
    province: row.province,
    district: row.district,
    village: row.village,
    locId: locIdOf(row),
    address: row.address,
    addressDetail: row.addressDetail,
    postCode: row.postCode,
    pccc: row.pccc,
    additionalInfo: row.additionalInfo,
    lat: row.lat,
    long: row.lng,
    /** Street, ward, district, province, country in the reader's language. */
    fullAddress: location ? `${row.address}, ${location.formattedAddress}` : row.address,
    createdAt: row.createdAt.toISOString(),
  };
}

const locIdOf = (row: AddressRow) =>
  formatLocationId({ country: row.country, province: row.province, district: row.district, village: row.village });

export async function toAddressViews(db: Database, rows: AddressRow[], language: Language): Promise<AddressView[]> {
  const locations = await describeLocations(db, rows.map(locIdOf), language);
  return rows.map((row) => toView(row, locations.get(locIdOf(row))));
}

export async function toAddressView(db: Database, row: AddressRow, language: Language): Promise<AddressView> {
  const [view] = await toAddressViews(db, [row], language);
  return view;
}
