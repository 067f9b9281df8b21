import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { readReference } from '../../db/reference-cache.ts';
import { divisions, legacyVnWards } from '../../db/schema/locations.ts';

export type DivisionRow = typeof divisions.$inferSelect;
export type DivisionLevel = DivisionRow['level'];

/** The divisions one level below `parentCode` (provinces when the parent is empty). */
export function findChildren(db: Database, country: string, level: DivisionLevel, parentCode: string) {
  return db
    .select()
    .from(divisions)
    .where(and(eq(divisions.country, country), eq(divisions.level, level), eq(divisions.parentCode, parentCode)));
}

export async function findDivision(
  db: Database,
  country: string,
  level: DivisionLevel,
  code: string,
): Promise<DivisionRow | undefined> {
  // Each address resolves three units on every read: cached per unit (the tables hold tens of thousands).
  return readReference(db, `division:${country}:${level}:${code}`, ['divisions'], async () => {
    const [row] = await db
      .select()
      .from(divisions)
      .where(and(eq(divisions.country, country), eq(divisions.level, level), eq(divisions.code, code)));
    return row;
  });
}

/** The 63 pre-2025 provinces, as written in the legacy ward list. */
export function listLegacyProvinces(db: Database) {
  return db
    .selectDistinct({ code: legacyVnWards.provinceCode, fullName: legacyVnWards.provinceFullName })
    .from(legacyVnWards);
}

export function findLegacyWardsOfProvince(db: Database, provinceCode: string) {
  return db.select().from(legacyVnWards).where(eq(legacyVnWards.provinceCode, provinceCode));
}

/** Divisions of a level whose folded names contain the folded text (trigram index). */
export function searchDivisionsByName(
  db: Database,
  query: { level: DivisionLevel; foldedText: string; provinceCode?: string; limit: number },
) {
  const pattern = containsPattern(query.foldedText);
  const inProvince = query.provinceCode ? eq(divisions.provinceCode, query.provinceCode) : undefined;
  return db
    .select()
    .from(divisions)
    .where(and(eq(divisions.level, query.level), ilike(divisions.searchKey, pattern), inProvince))
    .orderBy(asc(divisions.nameLocal))
    .limit(query.limit);
}

/** The village whose point is nearest, by KNN on the GiST earth index. */
export async function findNearestVillage(db: Database, lat: number, lng: number): Promise<DivisionRow | undefined> {
  const [row] = await db
    .select()
    .from(divisions)
    .where(eq(divisions.level, 'village'))
    .orderBy(sql`ll_to_earth(${divisions.lat}, ${divisions.lng}) <-> ll_to_earth(${lat}, ${lng})`)
    .limit(1);
  return row;
}

/** The first ward of the first province by code: a real place for examples (the import template's row). */
export async function findFirstWard(db: Database, country: string) {
  const province = alias(divisions, 'province');
  const [row] = await db
    .select({ ward: divisions.fullNameLocal, province: province.fullNameLocal })
    .from(divisions)
    .innerJoin(
      province,
      and(
        eq(province.country, divisions.country),
        eq(province.level, 'province'),
        eq(province.code, divisions.provinceCode),
      ),
    )
    .where(and(eq(divisions.country, country), eq(divisions.level, 'village')))
    .orderBy(asc(divisions.provinceCode), asc(divisions.code))
    .limit(1);
  return row;
}
