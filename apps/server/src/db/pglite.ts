import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** PGlite with the contrib extensions our migrations use (PostgreSQL servers have them built in). */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  // PostgreSQL's default 128 MB buffer pool is WebAssembly memory that PGlite touches whole (~120 MiB
  // of RSS); the pages read through it stay in the OS page cache anyway (no change in throughput).
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  return PGlite.create({ ...options, extensions: { cube, earthdistance, pg_trgm }, startParams });
}
