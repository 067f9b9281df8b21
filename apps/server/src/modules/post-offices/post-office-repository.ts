import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { postOffices } from '../../db/schema/post-offices.ts';
import { fromExcluded } from '../../db/upsert.ts';

export type PostOfficeRow = typeof postOffices.$inferSelect;
export type NewPostOffice = Omit<typeof postOffices.$inferInsert, 'id' | 'updatedAt'>;

/** Inserts new codes and updates known ones, in one statement per batch. */
export async function upsertPostOffices(db: Database, rows: NewPostOffice[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(postOffices)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: postOffices.code,
        set: {
          ...fromExcluded(postOffices, [
            'name',
            'address',
            'country',
            'province',
            'district',
            'village',
            'latitude',
            'longitude',
            'workHourStart',
            'workHourEnd',
            'phone',
          ]),
          updatedAt: sql`now()`,
        },
      });
  }
}

export async function countPostOffices(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(postOffices);
  return total;
}

/** The offices nearest a point, nearest first, with the distance in metres (KNN on the GiST index). */
export async function findNearestPostOffices(db: Database, latitude: number, longitude: number, limit: number) {
  const point = sql`ll_to_earth(${latitude}, ${longitude})`;
  const location = sql`ll_to_earth(${postOffices.latitude}, ${postOffices.longitude})`;
  return db
    .select({ office: postOffices, distance: sql<number>`earth_distance(${location}, ${point})` })
    .from(postOffices)
    .orderBy(sql`${location} <-> ${point}`)
    .limit(limit);
}

/** Where an office must be to serve an address: its province and point. */
export type ServedArea = { country: string; province: string; latitude: number; longitude: number };

/**
 * The offices that serve an area (its province, within `radiusM` of its point), nearest first;
 * `officeId` narrows it to one office, to check a choice. The earth box lets the GiST index
 * find the candidates before the exact distance keeps those inside the circle.
 */
export async function findServingPostOffices(
  db: Database,
  area: ServedArea,
  radiusM: number,
  { limit, officeId }: { limit: number; officeId?: string },
) {
  const { point, location, distance } = distanceFrom(area);
  return db
    .select({ office: postOffices, distance })
    .from(postOffices)
    .where(and(servesArea(area, radiusM), officeId ? eq(postOffices.id, officeId) : undefined))
    .orderBy(sql`${location} <-> ${point}`)
    .limit(limit);
}

function distanceFrom(area: ServedArea) {
  const point = sql`ll_to_earth(${area.latitude}, ${area.longitude})`;
  const location = sql`ll_to_earth(${postOffices.latitude}, ${postOffices.longitude})`;
  return { point, location, distance: sql<number>`earth_distance(${location}, ${point})` };
}

/** An office serves an area in its province within the radius (the box lets the index find candidates). */
function servesArea(area: ServedArea, radiusM: number) {
  const { point, location, distance } = distanceFrom(area);
  return and(
    eq(postOffices.country, area.country),
    eq(postOffices.province, area.province),
    sql`earth_box(${point}, ${radiusM}) @> ${location}`,
    sql`${distance} <= ${radiusM}`,
  );
}

export async function findPostOfficeById(db: Database, id: string): Promise<PostOfficeRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(postOffices).where(eq(postOffices.id, id));
  return row;
}

/** An office by the code printed on its sign, as a sheet names it (post_offices_code_unique). */
export async function findPostOfficeByCode(db: Database, code: string): Promise<PostOfficeRow | undefined> {
  const [row] = await db.select().from(postOffices).where(eq(postOffices.code, code));
  return row;
}

/** A province's offices in code order (post_offices_province_idx). */
export function findPostOfficesInProvince(db: Database, country: string, province: string) {
  return db
    .select()
    .from(postOffices)
    .where(and(eq(postOffices.country, country), eq(postOffices.province, province)))
    .orderBy(asc(postOffices.code));
}
