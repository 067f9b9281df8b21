import type { Database } from '../../db/database.ts';
import { findPostOfficeByCode, findPostOfficeById } from './post-office-repository.ts';

/**
 * A post office as an order records it (spec 2 section 3: id, address, latitude, longitude, code),
 * with its hours and phone as they were, for the confirmation and later the order's detail.
 */
export async function getPostOfficePoint(db: Database, id: string) {
  const office = await findPostOfficeById(db, id);
  if (!office) return null;
  return {
    id: office.id,
    code: office.code,
    name: office.name,
    address: office.address,
    latitude: office.latitude,
    longitude: office.longitude,
    workHourStart: office.workHourStart,
    workHourEnd: office.workHourEnd,
    phone: office.phone,
  };
}

/** The id of the office a code names, or undefined: a sheet writes offices by their codes. */
export async function postOfficeIdOfCode(db: Database, code: string): Promise<string | undefined> {
  return (await findPostOfficeByCode(db, code))?.id;
}
