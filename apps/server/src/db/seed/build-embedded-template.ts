// A new embedded database's starting point, built in the given folder by a child process of the
// server (embedded-data-dir.ts): PostgreSQL's empty cluster (initdb), the migrations and the
// reference data. Usage: node --import tsx build-embedded-template.ts <folder> <reference data folder>
import { wrapPglite } from '../client.ts';
import { createPglite } from '../pglite.ts';
import { seedReferenceData } from './reference/seed-reference-data.ts';

const [dataDir, referenceDataDir] = process.argv.slice(2);
if (!dataDir || !referenceDataDir)
  throw new Error('usage: build-embedded-template.ts <folder> <reference data folder>');
const handle = wrapPglite(await createPglite({ dataDir }));
await handle.migrate();
await seedReferenceData(handle.db, referenceDataDir);
await handle.close();
