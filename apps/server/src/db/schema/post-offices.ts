import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Our network of post offices (drop-off and pickup points), loaded from CSV files. */
export const postOffices = pgTable(
  'post_offices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    district: text('district').notNull(),
    village: text('village').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Opening hours as HH:mm in the office's local time. */
    workHourStart: text('work_hour_start').notNull(),
    workHourEnd: text('work_hour_end').notNull(),
    phone: text('phone').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Nearest offices to a point by KNN; stays an index scan with tens of thousands of rows.
    index('post_offices_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    // A province's offices in code order (drop points), read from the index in that order.
    index('post_offices_province_idx').on(t.country, t.province, t.code),
  ],
);
