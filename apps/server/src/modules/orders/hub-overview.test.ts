import { vietnamDay } from '@skyparcel/domain/time-zones';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer } from '../../test/builders.ts';
import { operationsCall } from '../../test/operations-flows.ts';
import { aPlacedOrder } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let clerk: string;
beforeAll(async () => {
  // The overview is any staff member's: read here with the hub role.
  clerk = await t.login('HUB0001');
});

type Overview = {
  day: string;
  placed_today: { status: string; orders: number }[];
  waiting_for_flight: number;
  unpaid_recharges: number;
  late: { count: number; parcels: { order_id: string; status: string; destination: string }[] };
};
const overview = async (lang = 'en'): Promise<Overview> => {
  const response = await t.request({ method: 'GET', url: '/api/ops/v1/overview', token: clerk, lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const placedWith = (view: Overview, status: string) =>
  view.placed_today.find((line) => line.status === status)?.orders ?? 0;
const aCashOrder = async () => aPlacedOrder(t, await aCustomer(t), 'cash', { weight: 1, dimension: '10x10x10' });

describe("the hub's overview (GET /ops/v1/overview)", () => {
  it("counts the Vietnamese day's orders by status, and a parcel weighed at the hub as waiting for its flight", async () => {
    const before = await overview();
    expect(before.day).toBe(vietnamDay(new Date()));
    const order = await aCashOrder();
    const placed = await overview();
    expect(placedWith(placed, 'IN_PROGRESS')).toBe(placedWith(before, 'IN_PROGRESS') + 1);

    await operationsCall(t, clerk).moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB', 'READY_TO_SHIP']);
    const checked = await overview();
    expect(checked.waiting_for_flight).toBe(before.waiting_for_flight + 1);
    expect(placedWith(checked, 'SENDING')).toBe(placedWith(before, 'SENDING') + 1);
    expect(placedWith(checked, 'IN_PROGRESS')).toBe(placedWith(before, 'IN_PROGRESS'));

    // Once its flight has left, it waits no more.
    await t.db.execute(
      sql`update flights set departure_at = now() - interval '1 minute' where id = (select flight_id from orders where id = ${order.uuid})`,
    );
    expect((await overview()).waiting_for_flight).toBeLessThan(checked.waiting_for_flight);
  });

  it('counts a recharge the customer has not paid', async () => {
    const before = await overview();
    const order = await aCashOrder();
    const ops = operationsCall(t, clerk);
    await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB']);
    const heavier = await ops.securityCheck(order.uuid, { weight: 4.5, dimension: '30x30x30' });
    expect(heavier.statusCode, heavier.body).toBe(201);
    expect((await overview()).unpaid_recharges).toBe(before.unpaid_recharges + 1);
  });

  it('names the open orders past their promised arrival, the oldest promise first, with their destination in the reader language', async () => {
    const before = await overview('vi');
    const late = await aCashOrder();
    const delivered = await aCashOrder();
    await t.db.execute(sql`update orders set est_date_time = '2001-01-01T00:00:00Z' where id = ${late.uuid}`);
    await t.db.execute(
      sql`update orders set est_date_time = '2000-01-01T00:00:00Z', status = 'FINISHED' where id = ${delivered.uuid}`,
    );
    const after = await overview('vi');
    expect(after.late.count).toBe(before.late.count + 1);
    expect(after.late.parcels[0]).toMatchObject({ order_id: late.code, status: 'IN_PROGRESS' });
    expect(after.late.parcels[0].destination).toMatch(/\p{L}/u);
    expect(after.late.parcels.map((parcel) => parcel.order_id)).not.toContain(delivered.code);
  });
});
