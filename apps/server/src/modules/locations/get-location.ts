import type { Language } from '@skyparcel/domain/locale';
import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { formatLocationId, hasDistrictLevel, parseLocationId } from '@skyparcel/domain/location-id';
import { countryName } from '@skyparcel/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { addressPartName, divisionName } from './division-view.ts';
import { type DivisionRow, findDivision } from './location-repository.ts';

/** Resolves a four-part location id to its named units and the village's point. */
export async function getLocation(db: Database, locId: string, language: Language): Promise<ResolvedLocation> {
  const id = parseLocationId(locId);
  if (!id) throw AppError.validation([{ field: 'locId', code: 'validation_invalid' }]);
  const hasDistrict = hasDistrictLevel(id.country);
  const [province, district, village] = await Promise.all([
    findDivision(db, id.country, 'province', id.province),
    hasDistrict ? findDivision(db, id.country, 'district', id.district) : undefined,
    findDivision(db, id.country, 'village', id.village),
  ]);
  const isConsistent =
    province &&
    village &&
    village.provinceCode === province.code &&
    (!hasDistrict || (district && district.provinceCode === province.code && village.parentCode === district.code));
  if (!isConsistent) throw new AppError('NOT_FOUND');

  const named = (row: DivisionRow) => ({ value: row.code, label: divisionName(row, language) });
  const country = { value: id.country, label: countryName(language, id.country) };
  const units = [village, district, province].filter((row): row is DivisionRow => Boolean(row));
  return {
    locId: formatLocationId(id),
    country,
    province: named(province),
    district: district ? named(district) : null,
    village: named(village),
    lat: village.lat,
    lng: village.lng,
    formattedAddress: [...units.map((row) => addressPartName(row, language)), country.label].join(', '),
  };
}

/** `GET /v2/get_location`: a location id's named units and point. */
export function describeLocation(call: CallContext<{ locId: string }>): Promise<ResolvedLocation> {
  return getLocation(call.db, call.input.locId, call.language);
}
