import type { Database } from '../../db/database.ts';
import { listSettings } from './content-repository.ts';

/** One site setting (site_settings), for modules whose rules are data. */
export async function getSetting<T>(db: Database, key: string, fallback: T): Promise<T> {
  const settings = await listSettings(db);
  return (settings[key] as T | undefined) ?? fallback;
}
