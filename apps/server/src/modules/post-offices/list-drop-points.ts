import type { Language } from '@skyparcel/domain/locale';
import { HOME_COUNTRY } from '@skyparcel/domain/location-id';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { getProvince } from '../locations/get-province.ts';
import { findPostOfficesInProvince } from './post-office-repository.ts';
import { toPostOfficeView } from './post-office-view.ts';

export type DropPointSide = 'origin' | 'destination';

/**
 * `GET /v1/drop_point/{origin}/{destination}`: the post offices where a domestic shipment
 * can be handed in (origin province) and collected (destination province), as a list of
 * sides so that no answer key is a data value. Province codes are Vietnam's 2025 codes.
 */
export async function listDropPoints(db: Database, provinces: Record<DropPointSide, string>, language: Language) {
  const sides = ['origin', 'destination'] as const;
  const named = [];
  // One side at a time, so that an unknown origin is the one reported when both are unknown.
  for (const side of sides) {
    const province = await getProvince(db, HOME_COUNTRY, provinces[side], language);
    if (!province) throw new AppError('PROVINCE_NOT_FOUND', { data: { side, province: provinces[side] } });
    named.push({ side, province });
  }
  return Promise.all(
    named.map(async ({ side, province }) => ({
      side,
      province: province.code,
      provinceName: province.name,
      postOffices: (await findPostOfficesInProvince(db, HOME_COUNTRY, province.code)).map(toPostOfficeView),
    })),
  );
}
