import { type UnitKind, unitKey, unitKeys } from '@skyparcel/domain/legacy-address';
import type { Language } from '@skyparcel/domain/locale';
import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import { formatLocationId, HOME_COUNTRY, NO_DISTRICT } from '@skyparcel/domain/location-id';
import type { Database } from '../../db/database.ts';
import { convertLegacyText } from './convert-legacy-address.ts';
import { getLocation } from './get-location.ts';
import { type DivisionRow, searchDivisionsByName } from './location-repository.ts';

/*
 * A Vietnamese place written in separate cells (an imported sheet's ward, old district and
 * province) to the one ward it names, or why it names none: a unit not found, or one that could
 * be more than one ward. Today's two levels (ward, province) are matched by name within the
 * province; an address with a district is an old one, converted through the official crosswalk.
 */

export type WrittenPlace = { ward: string; district: string; province: string };
export type PlaceUnit = 'ward' | 'district' | 'province';
export type PlaceReading =
  | { location: ResolvedLocation }
  | { problem: { unit: PlaceUnit; reason: 'unknown' | 'ambiguous' } };

/** How many same-named candidates are looked at: names are unique within a province, so a few suffice. */
const CANDIDATES = 10;

export async function resolveWrittenPlace(
  db: Database,
  place: WrittenPlace,
  language: Language,
): Promise<PlaceReading> {
  if (place.district.trim() !== '') return resolveOldPlace(db, place, language);
  const [province, ...others] = await namedDivisions(db, 'province', place.province);
  if (!province) return { problem: { unit: 'province', reason: 'unknown' } };
  if (others.length > 0) return { problem: { unit: 'province', reason: 'ambiguous' } };
  const wards = await namedDivisions(db, 'ward', place.ward, province.provinceCode);
  if (wards.length === 0) return { problem: { unit: 'ward', reason: 'unknown' } };
  if (wards.length > 1) return { problem: { unit: 'ward', reason: 'ambiguous' } };
  const [ward] = wards;
  const id = formatLocationId({
    country: HOME_COUNTRY,
    province: ward.provinceCode,
    district: NO_DISTRICT,
    village: ward.code,
  });
  return { location: await getLocation(db, id, language) };
}

/** An old three-level place: its ward as it became; an old ward split between new ones is ambiguous. */
async function resolveOldPlace(db: Database, place: WrittenPlace, language: Language): Promise<PlaceReading> {
  const conversion = await convertLegacyText(db, `${place.ward}, ${place.district}, ${place.province}`, language);
  if (!conversion) return { problem: { unit: 'district', reason: 'unknown' } };
  if (conversion.alternatives.length > 0) return { problem: { unit: 'ward', reason: 'ambiguous' } };
  return { location: conversion.location };
}

/** Today's divisions whose name is the written one, with or without its kind ("Phường", "Tỉnh"). */
async function namedDivisions(
  db: Database,
  kind: Exclude<UnitKind, 'district'>,
  written: string,
  provinceCode?: string,
): Promise<DivisionRow[]> {
  const keys = unitKeys(written, kind);
  if (keys[0] === '') return [];
  const level = kind === 'ward' ? 'village' : 'province';
  const rows = await searchDivisionsByName(db, { level, foldedText: keys[0], provinceCode, limit: CANDIDATES });
  return rows.filter(
    (row) =>
      row.country === HOME_COUNTRY &&
      [row.fullNameLocal, row.nameEn].some((name) => keys.includes(unitKey(name, kind))),
  );
}
