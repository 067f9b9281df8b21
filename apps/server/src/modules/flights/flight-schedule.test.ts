// @module-tag database-free
import { describe, expect, it } from 'vitest';
import { type FlightTemplate, materializeFlights } from './flight-schedule.ts';

const countries: Record<string, string> = { SGN: '0', HAN: '0', ICN: '1' };
const template = (changes: Partial<FlightTemplate>): FlightTemplate => ({
  flightNumber: 'SP801',
  origin: 'SGN',
  destination: 'ICN',
  departure: '23:30',
  durationMinutes: 320,
  daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  aircraft: 'A350-900',
  cargoCapacityKg: 10000,
  ...changes,
});

describe('materialising the schedule', () => {
  it('reads departure times in the origin’s local time (Vietnam UTC+7, Korea UTC+9)', () => {
    const [fromSaigon] = materializeFlights([template({})], '2026-11-23', 1, (iata) => countries[iata]);
    expect(fromSaigon.departureAt.toISOString()).toBe('2026-11-23T16:30:00.000Z');
    expect(fromSaigon.arrivalAt.toISOString()).toBe('2026-11-23T21:50:00.000Z');
    const [fromIncheon] = materializeFlights(
      [template({ origin: 'ICN', destination: 'SGN', departure: '10:30' })],
      '2026-11-23',
      1,
      (iata) => countries[iata],
    );
    expect(fromIncheon.departureAt.toISOString()).toBe('2026-11-23T01:30:00.000Z');
  });

  it('keeps to the days of the week (1 = Monday)', () => {
    const flights = materializeFlights([template({ daysOfWeek: [1, 5] })], '2026-11-23', 14, (iata) => countries[iata]);
    expect(flights.map((f) => f.departureAt.toISOString().slice(0, 10))).toEqual([
      '2026-11-23',
      '2026-11-27',
      '2026-11-30',
      '2026-12-04',
    ]);
  });

  it('holds capacity in whole grams', () => {
    const [flight] = materializeFlights([template({ cargoCapacityKg: 1234.5 })], '2026-11-23', 1, (i) => countries[i]);
    expect(flight.capacityG).toBe(1_234_500);
  });

  it('refuses an airport it cannot place in time', () => {
    expect(() => materializeFlights([template({ origin: 'XXX' })], '2026-11-23', 1, (i) => countries[i])).toThrow(
      /unknown airport/,
    );
  });
});
