import type { Database } from '../../db/database.ts';
import schedule from '../../db/seed/data/flight-schedule.json' with { type: 'json' };
import { airportCountries, insertMissingFlights } from './flight-repository.ts';
import { type FlightTemplate, materializeFlights } from './flight-schedule.ts';

export const SCHEDULE_HORIZON_DAYS = schedule.horizonDays;

const scheduledRoutes = new Set(schedule.templates.map((template) => `${template.origin}>${template.destination}`));

/** Whether the schedule flies from one airport to the other (on any day, any kind of flight). */
export const hasScheduledRoute = (origin: string, destination: string) =>
  scheduledRoutes.has(`${origin}>${destination}`);

/**
 * Schedules the template flights for `days` days from `from` (UTC calendar date); flights
 * already there are kept with their bookings. Answers how many flights were added.
 */
export async function extendSchedule(db: Database, from: Date, days: number): Promise<number> {
  const countries = await airportCountries(db);
  const scheduled = materializeFlights(
    schedule.templates as FlightTemplate[],
    from.toISOString().slice(0, 10),
    days,
    (iata) => countries.get(iata),
  );
  return insertMissingFlights(db, scheduled);
}
