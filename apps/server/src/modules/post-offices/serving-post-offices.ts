import type { Address } from '@skyparcel/domain/address-contracts';
import {
  POST_OFFICE_SERVICE_RADIUS_KM,
  type ServingPostOffices,
  type ServingPostOfficesQuery,
} from '@skyparcel/domain/post-office-contracts';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import type { CallContext } from '../../http/call-context.ts';
import { getAddress } from '../addresses/get-address.ts';
import { getProvince } from '../locations/get-province.ts';
import { findServingPostOffices, type ServedArea } from './post-office-repository.ts';
import { toNearbyView } from './post-office-view.ts';

const SERVICE_RADIUS_M = POST_OFFICE_SERVICE_RADIUS_KM * 1000;

/** What the rule reads of an address: its province and its point. */
export type ServedAddress = Pick<Address, 'country' | 'province' | 'lat' | 'long'>;

const areaOf = (address: ServedAddress): ServedArea => ({
  country: address.country,
  province: address.province,
  latitude: address.lat,
  longitude: address.long,
});

/**
 * `GET /v1/post-offices/serving`: the offices that serve one of the customer's addresses (its
 * province, within POST_OFFICE_SERVICE_RADIUS_KM), nearest first, with the province and the
 * radius, so an empty list can tell the customer why. Another customer's address is 404.
 */
export async function listServingPostOffices(call: CallContext<ServingPostOfficesQuery>): Promise<ServingPostOffices> {
  const { db, userId, input, language } = call;
  const address = await getAddress(db, userId, input.addressId, language);
  const [province, rows] = await Promise.all([
    getProvince(db, address.country, address.province, language),
    findServingPostOffices(db, areaOf(address), SERVICE_RADIUS_M, { limit: input.limit }),
  ]);
  return {
    province: address.province,
    provinceName: province?.name ?? address.province,
    radiusKm: POST_OFFICE_SERVICE_RADIUS_KM,
    postOffices: rows.map(toNearbyView),
  };
}

/** Whether an office serves an address: the same rule as the list, for order creation's check. */
export async function servesAddress(db: Database, officeId: string, address: ServedAddress): Promise<boolean> {
  const rows = await findServingPostOffices(db, areaOf(address), SERVICE_RADIUS_M, { limit: 1, officeId });
  return rows.length > 0;
}

/**
 * For each address, whether any office serves it (a post-office handover is possible there at
 * all). Every price call asks it for both ends, and offices change only by import: the answer
 * per point is kept in the process cache until the post offices change.
 */
export function haveServingPostOffices(db: Database, addresses: ServedAddress[]): Promise<boolean[]> {
  return Promise.all(
    addresses.map((address) => {
      const area = areaOf(address);
      const key = `served_area:${area.country}:${area.province}:${area.latitude}:${area.longitude}`;
      return readReference(db, key, ['post_offices'], async () => {
        const nearest = await findServingPostOffices(db, area, SERVICE_RADIUS_M, { limit: 1 });
        return nearest.length > 0;
      });
    }),
  );
}
