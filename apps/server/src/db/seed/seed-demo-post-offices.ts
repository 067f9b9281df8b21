import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importPostOffices } from '../../modules/post-offices/import-post-offices.ts';
import { countPostOffices } from '../../modules/post-offices/post-office-repository.ts';
import { SEED_DATA_DIR } from '../../paths.ts';
import type { Database } from '../database.ts';

const DEMO_FILE = path.join(SEED_DATA_DIR, 'demo-post-offices.csv');

/** The demo network (tools/generate-demo-post-offices.ts), only into an empty table. */
export async function seedDemoPostOffices(db: Database): Promise<void> {
  if ((await countPostOffices(db)) > 0) return;
  const result = await importPostOffices(db, readFileSync(DEMO_FILE, 'utf8'));
  if (result.errors.length) throw new Error(`demo post offices: ${result.errors.join('; ')}`);
}
