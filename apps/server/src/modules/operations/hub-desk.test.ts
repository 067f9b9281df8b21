import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer } from '../../test/builders.ts';
import { operationsCall } from '../../test/operations-flows.ts';
import { aPlacedOrder, selectRows } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let clerkToken: string;
let ops: ReturnType<typeof operationsCall>;
beforeAll(async () => {
  // The desk is a hub clerk's: every call here is made with the hub role, not the admin's.
  clerkToken = await t.login('HUB0001');
  ops = operationsCall(t, clerkToken);
});

const HEAVIER = { weight: 4.5, dimension: '30x30x30' };

const deskOf = async (id: string, lang = 'en') => {
  const response = await t.request({ method: 'GET', url: `/api/ops/v1/orders/${id}`, token: clerkToken, lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const preview = (id: string, payload: Record<string, unknown>, lang = 'en') =>
  t.request({
    method: 'POST',
    url: `/api/ops/v1/orders/${id}/security-check/preview`,
    token: clerkToken,
    payload,
    lang,
  });
const orderTotalOf = async (uuid: string) => {
  const [row] = await selectRows<{ total: string }>(t, sql`select total from orders where id = ${uuid}`);
  return Number(row.total);
};
const adjustmentCountOf = async (uuid: string) =>
  (await selectRows(t, sql`select id from order_fee_adjustments where order_id = ${uuid}`)).length;

async function aCashOrder() {
  return aPlacedOrder(t, await aCustomer(t), 'cash', { weight: 1, dimension: '10x10x10' });
}

describe('the hub desk: a scanned order and what may follow (GET /ops/v1/orders/{id})', () => {
  it('offers only the steps the journey allows next, by code or uuid, in the reader language', async () => {
    const order = await aCashOrder();
    const created = await deskOf(order.code, 'vi');
    expect(created).toMatchObject({
      step: 'CREATED',
      security_check: false,
      flight_move: false,
      no_show: false,
      order: { order_id: order.code, status: 'IN_PROGRESS' },
    });
    // Cancelling has its own call and READY_TO_SHIP is the security check's: neither is a scan.
    expect(created.scans.sort()).toEqual(['ASSIGNING_DRIVER', 'RECEIVED']);
    expect(created.order.tracking_info_venus.at(-1).title).toBe('Đã tạo đơn hàng');
    expect(created.flight).toMatchObject({ flight_number: expect.any(String) });
    expect(created.later_flights).toEqual([]);

    await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB']);
    const atHub = await deskOf(order.uuid);
    expect(atHub).toMatchObject({ step: 'RECEIVED_HUB', scans: ['SECURITY_FAILED'], security_check: true });

    await ops.moveAlong(order.uuid, ['READY_TO_SHIP']);
    const ready = await deskOf(order.code);
    expect(ready).toMatchObject({ step: 'READY_TO_SHIP', scans: ['FLIGHT_ASSIGNED'], security_check: false });
    expect(ready.flight_move).toBe(true);
    expect(ready.later_flights.length).toBeGreaterThan(0);
    for (const later of ready.later_flights) {
      expect(later.id).not.toBe(ready.flight.id);
      expect([later.origin, later.destination]).toEqual([ready.flight.origin, ready.flight.destination]);
    }

    // On its flight, it may be moved again, but a scan only lands it: the move names the flight.
    await ops.moveAlong(order.uuid, ['FLIGHT_ASSIGNED']);
    expect(await deskOf(order.uuid)).toMatchObject({
      step: 'FLIGHT_ASSIGNED',
      scans: ['STATIONED_IN'],
      flight_move: true,
    });
  });

  it('offers the no-show fee only while the parcel is on its way to the receiver, and once', async () => {
    const order = await aCashOrder();
    await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB', 'READY_TO_SHIP', 'FLIGHT_ASSIGNED', 'STATIONED_IN']);
    expect((await deskOf(order.uuid)).no_show).toBe(true);
    expect((await ops.noShow(order.uuid)).statusCode).toBe(201);
    expect((await deskOf(order.uuid)).no_show).toBe(false);
  });

  it('answers an unknown code with ORDER_NOT_FOUND in the reader language', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/ops/v1/orders/ZZ000000000',
      token: clerkToken,
      lang: 'ko',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: expect.stringMatching(/[가-힣]/) });
  });
});

describe('the security check before it is confirmed (POST /ops/v1/orders/{id}/security-check/preview)', () => {
  it('shows the recharge the check then records, and writes nothing itself', async () => {
    const order = await aCashOrder();
    await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB']);
    const before = await orderTotalOf(order.uuid);

    const previewed = await preview(order.code, HEAVIER);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const shown = previewed.json().data;
    expect(shown).toMatchObject({ previous_total: before, direction: 'RECHARGE', flight_has_room: true });
    expect(shown.new_total).toBeGreaterThan(before);
    expect(shown.amount).toBe(shown.new_total - before);
    expect(shown.chargeable_weight).toBeGreaterThan(shown.booked_chargeable_weight);
    expect(await orderTotalOf(order.uuid)).toBe(before);
    expect(await adjustmentCountOf(order.uuid)).toBe(0);

    const checked = await ops.securityCheck(order.uuid, HEAVIER);
    expect(checked.statusCode, checked.body).toBe(201);
    expect(checked.json().data.adjustment).toMatchObject({
      direction: 'RECHARGE',
      previous_total: before,
      new_total: shown.new_total,
      amount: shown.amount,
    });
  });

  it('says when the booked flight has no room for the new weight', async () => {
    const order = await aCashOrder();
    await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB']);
    await t.db.execute(
      sql`update flights set remaining_g = 0 where id = (select flight_id from orders where id = ${order.uuid})`,
    );
    const shown = (await preview(order.uuid, HEAVIER)).json().data;
    expect(shown.flight_has_room).toBe(false);
    // The same measurement confirmed without another flight is refused, as the preview warned.
    expect((await ops.securityCheck(order.uuid, HEAVIER)).json()).toMatchObject({ code: 'PLANE_OUT_OF_LOAD' });
  });

  it('refuses a measurement the order screen would refuse, in the reader language', async () => {
    const order = await aCashOrder();
    const response = await preview(order.uuid, { weight: -1, dimension: '10x10' }, 'vi');
    expect(response.statusCode).toBe(400);
    const fields = response.json().data.fields as { field: string; message: string }[];
    expect(fields.map((error) => error.field).sort()).toEqual(['dimension', 'weight']);
    expect(fields.every((error) => error.message.length > 0)).toBe(true);
  });
});

describe('the signed-in profile names a staff role', () => {
  it('is hub or admin for staff and null for customers', async () => {
    const profileOf = async (token: string) =>
      (await t.request({ method: 'GET', url: '/api/v1/user/profile', token })).json().data.staff_role;
    expect(await profileOf(clerkToken)).toBe('hub');
    expect(await profileOf(await t.login('OPS0001'))).toBe('admin');
    expect(await profileOf((await aCustomer(t)).token)).toBeNull();
  });
});
