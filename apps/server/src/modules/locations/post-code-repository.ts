import { and, asc, count, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { containsPattern, escapeLike } from '../../db/like-pattern.ts';
import { divisions } from '../../db/schema/locations.ts';
import { krPostCodeAreas } from '../../db/schema/post-codes.ts';

export type PostCodeAreaFilter = {
  provinceCode?: string;
  districtCode?: string;
  villageCode?: string;
  /** Digits the post code starts with. */
  codePrefix?: string;
  /** Folded words that must each appear in the area's names. */
  words?: string[];
};

const province = alias(divisions, 'province');
const district = alias(divisions, 'district');
const village = alias(divisions, 'village');
const KOREA = '1';

/** Korean dong whose own, si/gun/gu or sido names contain every word (3.5k rows, not 35k areas). */
function dongsNamed(db: Database, words: string[]) {
  const dong = alias(divisions, 'dong');
  const gu = alias(divisions, 'gu');
  const sido = alias(divisions, 'sido');
  const names = sql`${dong.searchKey} || ' ' || ${gu.searchKey} || ' ' || ${sido.searchKey}`;
  return db
    .select({ code: dong.code })
    .from(dong)
    .innerJoin(gu, and(eq(gu.country, KOREA), eq(gu.level, 'district'), eq(gu.code, dong.parentCode)))
    .innerJoin(sido, and(eq(sido.country, KOREA), eq(sido.level, 'province'), eq(sido.code, dong.provinceCode)))
    .where(
      and(
        eq(dong.country, KOREA),
        eq(dong.level, 'village'),
        ...words.map((word) => sql`${names} ilike ${containsPattern(word)}`),
      ),
    );
}

/** The area and the names of its sido, si/gun/gu and dong, for the reader's language. */
const areaWithNames = {
  postCode: krPostCodeAreas.postCode,
  provinceCode: krPostCodeAreas.provinceCode,
  districtCode: krPostCodeAreas.districtCode,
  villageCode: krPostCodeAreas.villageCode,
  lat: krPostCodeAreas.lat,
  lng: krPostCodeAreas.lng,
  areaCount: krPostCodeAreas.areaCount,
  province: { country: province.country, nameLocal: province.nameLocal, nameEn: province.nameEn },
  district: { country: district.country, nameLocal: district.nameLocal, nameEn: district.nameEn },
  village: { country: village.country, nameLocal: village.nameLocal, nameEn: village.nameEn },
};
export type PostCodeAreaRow = Awaited<ReturnType<typeof findPostCodeAreas>>[number];

function conditionsOf(db: Database, filter: PostCodeAreaFilter): SQL | undefined {
  const words = filter.words ?? [];
  return and(
    filter.provinceCode ? eq(krPostCodeAreas.provinceCode, filter.provinceCode) : undefined,
    filter.districtCode ? eq(krPostCodeAreas.districtCode, filter.districtCode) : undefined,
    filter.villageCode ? eq(krPostCodeAreas.villageCode, filter.villageCode) : undefined,
    filter.codePrefix ? like(krPostCodeAreas.postCode, `${escapeLike(filter.codePrefix)}%`) : undefined,
    words.length > 0 ? inArray(krPostCodeAreas.villageCode, dongsNamed(db, words)) : undefined,
  );
}

function selectAreas(db: Database) {
  return db
    .select(areaWithNames)
    .from(krPostCodeAreas)
    .innerJoin(
      province,
      and(eq(province.country, KOREA), eq(province.level, 'province'), eq(province.code, krPostCodeAreas.provinceCode)),
    )
    .innerJoin(
      district,
      and(eq(district.country, KOREA), eq(district.level, 'district'), eq(district.code, krPostCodeAreas.districtCode)),
    )
    .innerJoin(
      village,
      and(eq(village.country, KOREA), eq(village.level, 'village'), eq(village.code, krPostCodeAreas.villageCode)),
    );
}

/** One page of the areas matching the filter, in post code order, and how many match in all. */
export async function searchPostCodeAreas(
  db: Database,
  filter: PostCodeAreaFilter,
  page: { limit: number; offset: number },
) {
  const where = conditionsOf(db, filter);
  const [rows, [{ total }]] = await Promise.all([
    selectAreas(db)
      .where(where)
      .orderBy(asc(krPostCodeAreas.postCode), asc(krPostCodeAreas.villageCode))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(krPostCodeAreas).where(where),
  ]);
  return { rows, total };
}

/** Every area a post code serves (several when the code spans dong or si/gun/gu). */
export function findPostCodeAreas(db: Database, postCode: string) {
  return selectAreas(db).where(eq(krPostCodeAreas.postCode, postCode)).orderBy(asc(krPostCodeAreas.villageCode));
}

/** The areas of several post codes in one query (a page of road addresses). */
export function findAreasOfPostCodes(db: Database, postCodes: string[]) {
  if (postCodes.length === 0) return Promise.resolve([]);
  return selectAreas(db)
    .where(inArray(krPostCodeAreas.postCode, postCodes))
    .orderBy(asc(krPostCodeAreas.postCode), asc(krPostCodeAreas.villageCode));
}
