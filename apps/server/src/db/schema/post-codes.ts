import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Korea's 5-digit post code areas (GeoNames), one row per code and eup/myeon/dong it covers,
 * loaded by the seed from reference-data/kr-postcodes-geonames. Division codes are those of
 * `divisions` (country "1"), so the areas carry Korea's current names and moves.
 */
export const krPostCodeAreas = pgTable(
  'kr_post_code_areas',
  {
    postCode: text('post_code').notNull(),
    provinceCode: text('province_code').notNull(),
    districtCode: text('district_code').notNull(),
    villageCode: text('village_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** How many areas share this code (a code may span several dong or even si/gun/gu). */
    areaCount: integer('area_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postCode, t.villageCode] }),
    // Paging within a division in post code order; the dong found by a name search.
    index('kr_post_code_areas_division_idx').on(t.provinceCode, t.districtCode, t.villageCode, t.postCode),
    index('kr_post_code_areas_village_idx').on(t.villageCode, t.postCode),
    // Post code prefix search whatever the database's collation.
    index('kr_post_code_areas_code_prefix_idx').using('btree', sql`${t.postCode} text_pattern_ops`),
  ],
);
