import type { Language } from '@skyparcel/domain/locale';
import type { ResolvedLocation } from '@skyparcel/domain/location-contracts';
import type { Database } from '../../db/database.ts';
import { getLocation } from './get-location.ts';

/**
 * Details of several location ids at once (an address list page), each id looked up once.
 * Ids that no longer resolve are left out of the map.
 */
export async function describeLocations(
  db: Database,
  locIds: string[],
  language: Language,
): Promise<Map<string, ResolvedLocation>> {
  const unique = [...new Set(locIds)];
  const details = await Promise.all(unique.map((locId) => getLocation(db, locId, language).catch(() => null)));
  return new Map(
    details.filter((detail): detail is ResolvedLocation => detail !== null).map((detail) => [detail.locId, detail]),
  );
}
