import type { DatabaseHandle } from '../client.ts';
import { type SeedOptions, seed } from './seed.ts';

/**
 * Migrations, then the seed, one server process at a time (the handle's start-up lock): any number
 * of processes may start together on an empty database; the first builds it, the others find it
 * built (the seed's stamp then costs them one query).
 */
export function migrateAndSeed(database: DatabaseHandle, options: SeedOptions): Promise<void> {
  return database.exclusively(async () => {
    await database.migrate();
    await seed(database.db, options);
  });
}
