import type { divisions } from '../../schema/locations.ts';
import type { krPostCodeAreas } from '../../schema/post-codes.ts';
import { readCsv } from './read-csv.ts';

type DivisionRow = typeof divisions.$inferInsert;
type PostCodeAreaRow = typeof krPostCodeAreas.$inferInsert;

/** Written by `npm run data:build -- <dir>/kr-postcodes-geonames`, read here. */
export const KR_POST_CODE_FILE = 'kr_post_code_areas.csv';
export const KR_POST_CODE_COLUMNS = ['post_code', 'village_code', 'lat', 'lng'] as const;
export const KR_POST_CODE_FILES = [`kr-postcodes-geonames/${KR_POST_CODE_FILE}`] as const;

/** Korea's post code areas, each in an eup/myeon/dong of the Korean division rows. */
export function readKrPostCodeAreas(referenceDataDir: string, krDivisions: DivisionRow[]): PostCodeAreaRow[] {
  const villages = new Map(krDivisions.filter((row) => row.level === 'village').map((row) => [row.code, row]));
  const rows = readCsv(referenceDataDir, KR_POST_CODE_FILES[0]);
  const areasOfCode = new Map<string, number>();
  for (const row of rows) areasOfCode.set(row.post_code, (areasOfCode.get(row.post_code) ?? 0) + 1);

  return rows.map((row) => {
    const village = villages.get(row.village_code);
    if (!village) throw new Error(`post code ${row.post_code}: unknown dong ${row.village_code}`);
    return {
      postCode: row.post_code,
      provinceCode: village.provinceCode,
      districtCode: village.parentCode,
      villageCode: village.code,
      lat: Number(row.lat),
      lng: Number(row.lng),
      areaCount: areasOfCode.get(row.post_code) ?? 1,
    };
  });
}
