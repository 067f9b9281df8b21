import { splitAddress, type UnitKind, unitKey, unitKeys } from '@skyparcel/domain/legacy-address';
import type { Language } from '@skyparcel/domain/locale';
import type { LegacyConversion, ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { formatLocationId, HOME_COUNTRY, NO_DISTRICT } from '@skyparcel/domain/location-id';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { getLocation } from './get-location.ts';
import { findLegacyWardsOfProvince, listLegacyProvinces } from './location-repository.ts';

/**
 * Reads an old three-level address ("Phường 12, Quận 10, TP. Hồ Chí Minh") and converts
 * its ward to the 2025 ward and province through the official crosswalk. Answers null when
 * the text is not an old-style address (no province, district and ward found in order).
 */
export async function convertLegacyAddress(call: CallContext<{ address: string }>): Promise<LegacyConversion | null> {
  return convertLegacyText(call.db, call.input.address, call.language);
}

/** The same reading of an old address's text, for callers without a request (an imported sheet's rows). */
export async function convertLegacyText(
  db: Database,
  address: string,
  language: Language,
): Promise<LegacyConversion | null> {
  const parts = splitAddress(address);
  const provinceAt = await findProvincePart(db, parts);
  if (!provinceAt || provinceAt.index < 2) return null;

  const wards = await findLegacyWardsOfProvince(db, provinceAt.code);
  const districtKeys = unitKeys(parts[provinceAt.index - 1], 'district');
  const inDistrict = wards.filter((ward) => matches(districtKeys, ward.districtFullName, 'district'));
  const wardKeys = unitKeys(parts[provinceAt.index - 2], 'ward');
  const ward = inDistrict.find((candidate) => matches(wardKeys, candidate.fullName, 'ward'));
  if (!ward) return null;

  const locations = await resolveAll(db, ward.newProvinceCode, ward.newWardCodes, language);
  if (locations.length === 0) throw new AppError('NOT_FOUND');
  return {
    street: parts.slice(0, provinceAt.index - 2).join(', '),
    legacy: { ward: ward.fullName, district: ward.districtFullName, province: ward.provinceFullName },
    location: locations[0],
    alternatives: locations.slice(1),
  };
}

function matches(keys: string[], fullName: string, kind: UnitKind): boolean {
  return keys.includes(unitKey(fullName, kind));
}

async function findProvincePart(db: Database, parts: string[]) {
  const provinces = await listLegacyProvinces(db);
  for (let index = parts.length - 1; index >= 0; index--) {
    const keys = unitKeys(parts[index], 'province');
    const province = provinces.find((candidate) => matches(keys, candidate.fullName, 'province'));
    if (province) return { index, code: province.code };
  }
  return null;
}

/** The 2025 wards an old ward went into; a code missing from the 2025 list is skipped. */
async function resolveAll(db: Database, province: string, wardCodes: string[], language: Language) {
  const found = await Promise.all(
    wardCodes.map((village) =>
      getLocation(
        db,
        formatLocationId({ country: HOME_COUNTRY, province, district: NO_DISTRICT, village }),
        language,
      ).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }),
    ),
  );
  return found.filter((location): location is ResolvedLocation => location !== null);
}
