import { addDays, instantInZone, timeZoneOf } from '@skyparcel/domain/time-zones';
import { gramsOf } from '@skyparcel/domain/weights';
import type { FlightKind } from '../../db/schema/flights.ts';

/*
 * Turning weekly templates into dated flights. Pure: no I/O, so the rules (local times,
 * days of week, capacity in grams) are tested on their own.
 */
export type FlightTemplate = {
  flightNumber: string;
  origin: string;
  destination: string;
  /** HH:mm, local time at the origin airport. */
  departure: string;
  durationMinutes: number;
  /** 1 = Monday … 7 = Sunday, in the origin's local calendar. */
  daysOfWeek: number[];
  aircraft: string;
  cargoCapacityKg: number;
  /** BELLY unless said: a freighter carries Cargo Direct only. */
  kind?: FlightKind;
};

export type ScheduledFlight = {
  flightNumber: string;
  origin: string;
  destination: string;
  departureAt: Date;
  arrivalAt: Date;
  aircraft: string;
  capacityG: number;
  kind: FlightKind;
};

/** ISO weekday (1 = Monday) of a calendar date written YYYY-MM-DD. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The flights of every template on each local date from `firstDate` for `days` days.
 * `countryOf` tells an airport's country ("0" Vietnam, "1" Korea) for its local time.
 */
export function materializeFlights(
  templates: FlightTemplate[],
  firstDate: string,
  days: number,
  countryOf: (iata: string) => string | undefined,
): ScheduledFlight[] {
  const flights: ScheduledFlight[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(firstDate, offset);
    for (const template of templates) {
      if (!template.daysOfWeek.includes(isoWeekday(date))) continue;
      const zone = timeZoneOf(countryOf(template.origin) ?? '');
      if (!zone) throw new Error(`unknown airport in the schedule: ${template.origin}`);
      const departureAt = instantInZone(zone, date, template.departure);
      flights.push({
        flightNumber: template.flightNumber,
        origin: template.origin,
        destination: template.destination,
        departureAt,
        arrivalAt: new Date(departureAt.getTime() + template.durationMinutes * 60_000),
        aircraft: template.aircraft,
        capacityG: gramsOf(template.cargoCapacityKg),
        kind: template.kind ?? 'BELLY',
      });
    }
  }
  return flights;
}
