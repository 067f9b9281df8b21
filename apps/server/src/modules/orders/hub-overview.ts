import type { HubOverview, LateParcel } from '@skyparcel/domain/hub-overview-contracts';
import { instantsOfDays, vietnamDay } from '@skyparcel/domain/time-zones';
import type { CallContext } from '../../http/call-context.ts';
import {
  countLateOrders,
  countOrdersPlacedBetween,
  countUnpaidRecharges,
  countWaitingForFlight,
  findLateOrders,
} from './hub-overview-repository.ts';
import { destinationName } from './order-view.ts';

/** `GET /ops/v1/overview` (staff): how the hub's Vietnamese day stands now. */
export async function hubOverview(call: Pick<CallContext<unknown>, 'db' | 'language' | 'now'>): Promise<HubOverview> {
  const { db, language, now } = call;
  const day = vietnamDay(now);
  const [placed, waitingForFlight, unpaidRecharges, lateCount, lateRows] = await Promise.all([
    countOrdersPlacedBetween(db, instantsOfDays({ fromDate: day, toDate: day })),
    countWaitingForFlight(db, now),
    countUnpaidRecharges(db),
    countLateOrders(db, now),
    findLateOrders(db, now),
  ]);
  const parcels = await Promise.all(
    lateRows.map(
      async (row): Promise<LateParcel> => ({
        orderId: row.code,
        uuid: row.id,
        status: row.status as LateParcel['status'],
        estDateTime: row.estDateTime.toISOString(),
        destination: await destinationName({ db, language }, row),
      }),
    ),
  );
  return { day, placedToday: placed, waitingForFlight, unpaidRecharges, late: { count: lateCount, parcels } };
}
