import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Administrative divisions of Vietnam (country "0": province, village; no district level
 * since 1 July 2025) and Korea (country "1": sido, si/gun/gu, eup/myeon/dong), loaded from
 * reference-data/ by the seed. `code` is unique within (country, level).
 */
export const divisions = pgTable(
  'divisions',
  {
    country: text('country').notNull(),
    level: text('level', { enum: ['province', 'district', 'village'] }).notNull(),
    code: text('code').notNull(),
    /** The code of the division one level up; empty for provinces. */
    parentCode: text('parent_code').notNull(),
    provinceCode: text('province_code').notNull(),
    nameLocal: text('name_local').notNull(),
    nameEn: text('name_en').notNull(),
    fullNameLocal: text('full_name_local').notNull(),
    fullNameEn: text('full_name_en').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Local and English names folded (no accents, lower case) for substring search (trigram index). */
    searchKey: text('search_key').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.level, t.code] }),
    index('divisions_children_idx').on(t.country, t.level, t.parentCode, t.nameLocal),
    index('divisions_search_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // Nearest village to a point (reverse geocoding), by KNN on the earth cube.
    index('divisions_village_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.level} = 'village'`),
  ],
);

/**
 * Vietnam's pre-July-2025 units (63 provinces, districts, wards), kept to read old-style
 * addresses, each legacy ward pointing at the 2025 ward(s) it became.
 */
export const legacyVnWards = pgTable(
  'legacy_vn_wards',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    districtCode: text('district_code').notNull(),
    districtFullName: text('district_full_name').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceFullName: text('province_full_name').notNull(),
    /** 2025 ward codes; several when the old ward was split. */
    newWardCodes: text('new_ward_codes').array().notNull(),
    newProvinceCode: text('new_province_code').notNull(),
  },
  (t) => [index('legacy_vn_wards_district_idx').on(t.districtCode)],
);
