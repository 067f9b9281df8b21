import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { divisions } from '../../db/schema/locations.ts';

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
  const [row] = await db
    .select()
    .from(divisions)
    .where(and(eq(divisions.country, country), eq(divisions.level, level), eq(divisions.code, code)));
  return row;
}
