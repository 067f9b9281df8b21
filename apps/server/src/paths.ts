import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The folders the server reads at run time, found from the server package's own folder. The
 * server runs from its sources (src/, tests and `npm run dev`) and from its bundle (dist/,
 * `npm start`), where every module shares the bundle's location: so no path is taken relative
 * to a module file, only to the package.
 */

/** apps/server: the nearest folder above this module whose package.json is the server's. */
export const SERVER_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)), '@skyparcel/server');
/** The repository root: paths in the environment are taken relative to it. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
/** The committed SQL migrations. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** The seed's data files that are read at run time (CSV, and every file for the seed's stamp). */
export const SEED_DATA_DIR = path.join(SERVER_ROOT, 'src/db/seed/data');
/** True when this code runs from its TypeScript sources, false in the bundle. */
export const RUNS_FROM_SOURCE = import.meta.url.endsWith('.ts');

function findPackageRoot(start: string, name: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) {
      return dir;
    }
  }
  throw new Error(`the folder of the package ${name} was not found above ${start}`);
}
