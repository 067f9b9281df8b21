// `npm run post-offices:import -- <file.csv>`: loads an operator's list of post offices
// into the configured database (codes already there are updated). See post-office-file.ts.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { importPostOffices } from './import-post-offices.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run post-offices:import -- <file.csv>');
  process.exit(2);
}
const database = await openDatabase(loadConfig().database);
await database.exclusively(() => database.migrate());
const result = await importPostOffices(database.db, readFileSync(file, 'utf8'));
await database.close();
if (result.errors.length) {
  console.error(`Nothing imported; fix these rows:\n${result.errors.join('\n')}`);
  process.exit(1);
}
console.log(`Imported ${result.imported} post offices.`);
