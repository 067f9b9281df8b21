import type { airports } from '../../schema/flights.ts';
import { readCsv } from './read-csv.ts';

export const AIRPORT_FILES = ['airports-vn-kr/airports_vn_kr.csv'] as const;
const COUNTRY_CODES: Record<string, string> = { VN: '0', KR: '1' };

/** OurAirports' Vietnamese and Korean airports with the province they are in (see its SOURCE.md). */
export function readAirports(referenceDataDir: string): (typeof airports.$inferInsert)[] {
  return readCsv(referenceDataDir, AIRPORT_FILES[0]).map((row) => ({
    iata: row.iata,
    name: row.name,
    country: COUNTRY_CODES[row.country],
    province: row.province_code,
    municipality: row.municipality,
    lat: Number(row.lat),
    lng: Number(row.lng),
    hasScheduledService: row.scheduled_service === 'yes',
  }));
}
