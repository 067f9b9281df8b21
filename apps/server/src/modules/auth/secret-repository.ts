import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appSecrets } from '../../db/schema/system.ts';

/** The named secret, made once by whichever instance gets there first. */
export async function findOrCreateSecret(db: Database, name: string, make: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}
