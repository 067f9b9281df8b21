// `npm run flights:extend -- [days]`: schedules the template flights for the coming days
// (default: the schedule's horizon) on the configured database.
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { extendSchedule, SCHEDULE_HORIZON_DAYS } from './extend-schedule.ts';

const days = Number(process.argv[2] ?? SCHEDULE_HORIZON_DAYS);
if (!Number.isInteger(days) || days < 1 || days > 366) {
  console.error('usage: npm run flights:extend -- [days, 1 to 366]');
  process.exit(2);
}
const database = await openDatabase(loadConfig().database);
await database.exclusively(() => database.migrate());
const added = await extendSchedule(database.db, new Date(), days);
await database.close();
console.log(`Scheduled ${added} new flights for the next ${days} days.`);
