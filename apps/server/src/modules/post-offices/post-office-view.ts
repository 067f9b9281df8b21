import type { NearbyPostOffice, PostOffice } from '@skyparcel/domain/post-office-contracts';
import type { PostOfficeRow } from './post-office-repository.ts';

/** A post office as the lists answer it (spec 1 section 3 "Post office"). */
export function toPostOfficeView(office: PostOfficeRow): PostOffice {
  return {
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
  };
}

/** An office with its distance from the asked point, in whole metres. */
export function toNearbyView({ office, distance }: { office: PostOfficeRow; distance: number }): NearbyPostOffice {
  return { ...toPostOfficeView(office), distance: Math.round(distance) };
}
