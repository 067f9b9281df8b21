import type { Language } from '@skyparcel/domain/locale';
import type { ListLocationsQuery, LocationOption } from '@skyparcel/domain/location-contracts';
import { COUNTRIES, hasDistrictLevel, NO_DISTRICT } from '@skyparcel/domain/location-id';
import { countryName } from '@skyparcel/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { sortOptions, toOption } from './division-view.ts';
import { findChildren } from './location-repository.ts';

/** `GET /v1/locations`: one level of the location pickers. */
export function listLocations(call: CallContext<ListLocationsQuery>): Promise<LocationOption[]> {
  return locationOptions(call.db, call.input, call.language);
}

/**
 * One level of the location pickers. Countries need nothing; provinces a country; districts
 * and villages a parent code. Vietnam has no districts: its villages hang off the province,
 * and asking for its districts answers the single placeholder "0" with an empty label.
 */
export async function locationOptions(
  db: Database,
  input: ListLocationsQuery,
  language: Language,
): Promise<LocationOption[]> {
  if (input.level === 'country') return COUNTRIES.map((value) => ({ value, label: countryName(language, value) }));
  const country = required(input.country, 'country');
  if (!(COUNTRIES as readonly string[]).includes(country)) return [];
  if (input.level === 'province')
    return sortOptions(
      (await findChildren(db, country, 'province', '')).map((row) => toOption(row, language)),
      language,
    );
  const parent = required(input.parent, 'parent');
  if (input.level === 'district' && !hasDistrictLevel(country)) return [{ value: NO_DISTRICT, label: '' }];
  const rows = await findChildren(db, country, input.level, parent);
  return sortOptions(
    rows.map((row) => toOption(row, language)),
    language,
  );
}

function required(value: string | undefined, field: string): string {
  if (!value) throw AppError.validation([{ field, code: 'validation_required' }]);
  return value;
}
