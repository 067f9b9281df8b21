import type { Database } from '../../db/client.ts';
import { findNearestPostOffices } from './post-office-repository.ts';

export const NEARBY_LIMIT_DEFAULT = 10;

/** Offices nearest a point with their distance, shaped as spec 1 section 3 "Post office" names them. */
export async function findNearbyPostOffices(db: Database, latitude: number, longitude: number, limit: number) {
  const rows = await findNearestPostOffices(db, latitude, longitude, limit);
  return rows.map(({ office, distance }) => ({
    id: office.id,
    name: office.name,
    code: office.code,
    address: office.address,
    geo: { coordinates: [office.longitude, office.latitude] },
    latitude: office.latitude,
    longitude: office.longitude,
    workHourStart: office.workHourStart,
    workHourEnd: office.workHourEnd,
    phone: office.phone,
    /** Great-circle distance in metres, rounded. */
    distance: Math.round(distance),
  }));
}
