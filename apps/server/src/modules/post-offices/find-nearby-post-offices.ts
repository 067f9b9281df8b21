import type { Database } from '../../db/client.ts';
import { findNearestPostOffices } from './post-office-repository.ts';
import { toPostOfficeView } from './post-office-view.ts';

export const NEARBY_LIMIT_DEFAULT = 10;

/** Offices nearest a point with their distance, shaped as spec 1 section 3 "Post office" names them. */
export async function findNearbyPostOffices(db: Database, latitude: number, longitude: number, limit: number) {
  const rows = await findNearestPostOffices(db, latitude, longitude, limit);
  return rows.map(({ office, distance }) => ({
    ...toPostOfficeView(office),
    /** Great-circle distance in metres, rounded. */
    distance: Math.round(distance),
  }));
}
