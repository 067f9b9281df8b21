import type { NearbyPostOffice, NearbyPostOfficesQuery } from '@skyparcel/domain/post-office-contracts';
import type { CallContext } from '../../http/call-context.ts';
import { findNearestPostOffices } from './post-office-repository.ts';
import { toNearbyView } from './post-office-view.ts';

/** `GET /v1/post-offices/nearby`: offices nearest a point with their distance, nearest first. */
export async function findNearbyPostOffices(call: CallContext<NearbyPostOfficesQuery>): Promise<NearbyPostOffice[]> {
  const { latitude, longitude, limit } = call.input;
  const rows = await findNearestPostOffices(call.db, latitude, longitude, limit);
  return rows.map(toNearbyView);
}
