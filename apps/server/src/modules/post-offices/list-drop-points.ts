import { HOME_COUNTRY } from '@skyparcel/domain/location-id';
import { type DropPointParams, type DropPointSide, ROUTE_SIDES } from '@skyparcel/domain/post-office-contracts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { getProvince } from '../locations/get-province.ts';
import { findPostOfficesInProvince } from './post-office-repository.ts';
import { toPostOfficeView } from './post-office-view.ts';

/**
 * `GET /v1/drop_point/{origin}/{destination}`: the post offices where a domestic shipment
 * can be handed in (origin province) and collected (destination province), as a list of
 * sides so that no answer key is a data value. Province codes are Vietnam's 2025 codes.
 */
export async function listDropPoints(call: CallContext<DropPointParams>): Promise<DropPointSide[]> {
  const { db, input, language } = call;
  const named = [];
  // One side at a time, so that an unknown origin is the one reported when both are unknown.
  for (const side of ROUTE_SIDES) {
    const province = await getProvince(db, HOME_COUNTRY, input[side], language);
    if (!province) throw new AppError('PROVINCE_NOT_FOUND', { data: { side, province: input[side] } });
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
