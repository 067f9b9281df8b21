import { splitAddress, unitKey } from '@skyparcel/domain/legacy-address';
import type { Language } from '@skyparcel/domain/locale';
import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { formatLocationId, NO_DISTRICT } from '@skyparcel/domain/location-id';
import { foldVietnamese } from '@skyparcel/domain/text-fold';
import type { Database } from '../../db/database.ts';
import { getLocation } from './get-location.ts';
import { type DivisionRow, findFirstWard, findNearestVillage, searchDivisionsByName } from './location-repository.ts';

/** The location id of a village row. */
function locIdOf(row: DivisionRow): string {
  const district = row.parentCode === row.provinceCode ? NO_DISTRICT : row.parentCode;
  return formatLocationId({ country: row.country, province: row.provinceCode, district, village: row.code });
}

const resolve = (db: Database, rows: DivisionRow[], language: Language) =>
  Promise.all(rows.map((row) => getLocation(db, locIdOf(row), language)));

/** Wards and dong whose names contain the text, resolved to full locations, for autocomplete. */
export async function searchVillages(db: Database, text: string, language: Language, limit = 8) {
  const foldedText = foldVietnamese(text);
  if (foldedText.length < 2) return [];
  return resolve(db, await searchDivisionsByName(db, { level: 'village', foldedText, limit }), language);
}

/**
 * A written address ("street, ward, province") to the ward it names: the province is read
 * from the end, then the ward inside it from the parts before. Null when none is named.
 */
export async function geocodeWrittenAddress(
  db: Database,
  address: string,
  language: Language,
): Promise<ResolvedLocation | null> {
  const parts = splitAddress(address);
  let provinceCode: string | undefined;
  let end = parts.length;
  const [province] = await searchDivisionsByName(db, {
    level: 'province',
    foldedText: unitKey(parts.at(-1) ?? '', 'province'),
    limit: 1,
  });
  if (province && parts.length > 1) {
    provinceCode = province.provinceCode;
    end -= 1;
  }
  for (let index = end - 1; index >= 0; index--) {
    const foldedText = unitKey(parts[index], 'ward');
    if (foldedText.length < 2) continue;
    const [village] = await searchDivisionsByName(db, { level: 'village', foldedText, provinceCode, limit: 1 });
    if (village) return getLocation(db, locIdOf(village), language);
  }
  return null;
}

/** Reverse geocoding without a maps service: the ward or dong whose point is nearest. */
export async function findNearestLocation(
  db: Database,
  lat: number,
  lng: number,
  language: Language,
): Promise<ResolvedLocation | null> {
  const row = await findNearestVillage(db, lat, lng);
  return row ? getLocation(db, locIdOf(row), language) : null;
}

/** A real ward and its province, named as written locally: the import template's example row. */
export async function exampleWard(db: Database, country: string) {
  return findFirstWard(db, country);
}
