import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, aPricedOrder, type Customer } from '../../test/builders.ts';
import { operationsCall } from '../../test/operations-flows.ts';
import { orderStatusOf, selectRows } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let staffToken: string;
let ops: ReturnType<typeof operationsCall>;
beforeAll(async () => {
  staffToken = await t.login('OPS0001');
  ops = operationsCall(t, staffToken);
});

const scan = (id: string, body: Record<string, unknown>, token = staffToken, lang = 'en') =>
  t.request({ method: 'POST', url: `/api/ops/v1/orders/${id}/events`, token, payload: body, lang });
const stepsOf = async (uuid: string) =>
  (await selectRows<{ step: string }>(t, sql`select step from order_events where order_id = ${uuid} order by id`)).map(
    (row) => row.step,
  );
const auditOf = (uuid: string) =>
  selectRows<{ action: string; staff_id: string }>(
    t,
    sql`select action, staff_id from operations_audit where order_id = ${uuid} order by id`,
  );

async function anOrder(): Promise<{ customer: Customer; code: string; uuid: string }> {
  const customer = await aCustomer(t);
  const { order } = await aPricedOrder(t, customer.token);
  return { customer, code: order.order_id, uuid: order.uuid };
}

describe('the operations API: scans (POST /ops/v1/orders/{id}/events)', () => {
  it('moves an order along its journey, and the customer reads each step in their language', async () => {
    const { customer, code, uuid } = await anOrder();
    const received = await scan(code, { kind: 'RECEIVED', hub_name: 'Bưu cục Quận 1' }, staffToken, 'vi');
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json().data).toMatchObject({
      order_id: code,
      status: 'SENDING',
      step: 'RECEIVED',
      line: { kind: 'RECEIVED', title: 'Đã nhận hàng', hub_name: 'Bưu cục Quận 1' },
    });
    await ops.moveAlong(uuid, ['RECEIVED_HUB', 'READY_TO_SHIP']);
    const flight = await scan(uuid, { kind: 'FLIGHT_ASSIGNED' });
    expect(flight.json().data.line.flight).toMatch(/^[A-Z0-9]{2}\s?\d+/);

    const detail = await t.request({
      method: 'GET',
      url: `/api/v1/order/detail/${uuid}`,
      token: customer.token,
      lang: 'ko',
    });
    expect(detail.json().data).toMatchObject({ status: 'SENDING', allow_cancel: false });
    expect(detail.json().data.tracking_info_venus.map((line: { title: string }) => line.title)).toEqual([
      '주문 접수',
      '화물 수령',
      '허브 도착',
      '탑재 준비 완료',
      '항공편 배정',
    ]);
  });

  it('audits every scan with the staff member who made it', async () => {
    const { uuid } = await anOrder();
    await scan(uuid, { kind: 'RECEIVED' });
    const [staff] = await selectRows<{ id: string }>(t, sql`select id from users where customer_code = 'OPS0001'`);
    expect(await auditOf(uuid)).toEqual([{ action: 'scan', staff_id: staff.id }]);
    const [event] = await selectRows<{ recorded_by: string }>(
      t,
      sql`select recorded_by from order_events where order_id = ${uuid} and step = 'RECEIVED'`,
    );
    expect(event.recorded_by).toBe(staff.id);
    await expect(t.db.execute(sql`delete from operations_audit where order_id = ${uuid}`)).rejects.toThrow();
    expect(await auditOf(uuid)).toHaveLength(1);
  });

  it('tells a driver at pick-up from one at delivery by where the order is', async () => {
    const { uuid } = await anOrder();
    expect((await scan(uuid, { kind: 'ASSIGNING_DRIVER' })).json().data.step).toBe('PICKUP_ASSIGNING_DRIVER');
    await ops.moveAlong(uuid, ['ASSIGNED_TO_SIPPER', 'RECEIVED', 'RECEIVED_HUB', 'READY_TO_SHIP', 'FLIGHT_ASSIGNED']);
    await ops.moveAlong(uuid, ['STATIONED_IN', 'HANDOVER_RACK_ASSIGNED']);
    const delivery = await scan(uuid, { kind: 'ASSIGNING_DRIVER' });
    expect(delivery.json().data).toMatchObject({ step: 'DELIVERY_ASSIGNING_DRIVER', status: 'RECEIVING' });
  });

  it('refuses a scan out of order, localised, and records nothing', async () => {
    const { uuid } = await anOrder();
    const response = await scan(uuid, { kind: 'DELIVERED' }, staffToken, 'vi');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'TRACKING_STEP_NOT_ALLOWED',
      message: expect.stringContaining('CREATED'),
    });
    expect(await stepsOf(uuid)).toEqual(['CREATED']);
    expect(await auditOf(uuid)).toEqual([]);
  });

  it('refuses to move a cancelled order', async () => {
    const { customer, uuid } = await anOrder();
    await t.request({ method: 'POST', url: `/api/v1/order/${uuid}/cancel`, token: customer.token, payload: {} });
    expect((await scan(uuid, { kind: 'RECEIVED' })).statusCode).toBe(409);
    expect(await orderStatusOf(t, uuid)).toBe('CANCELLED');
  });

  it.each([
    ['creation', { kind: 'CREATED' }, 'kind'],
    ['cancellation', { kind: 'CANCELLED' }, 'kind'],
    ['ready to ship without the security check', { kind: 'READY_TO_SHIP' }, 'kind'],
    ['an unknown kind', { kind: 'TELEPORTED' }, 'kind'],
    ['a time in the future', { kind: 'RECEIVED', occurred_at: '2999-01-01T00:00:00.000Z' }, 'occurred_at'],
  ])('refuses %s with a field error', async (_, body, field) => {
    const { uuid } = await anOrder();
    const response = await scan(uuid, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([expect.objectContaining({ field })]);
    expect(await stepsOf(uuid)).toEqual(['CREATED']);
  });

  it('answers an unknown order with ORDER_NOT_FOUND', async () => {
    const response = await scan('SP000000000000', { kind: 'RECEIVED' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the operations API is closed to customers', () => {
  it.each([
    ['a personal customer', '0901234567'],
    ['a business customer', 'B000001'],
  ])('answers %s 403 STAFF_ONLY and changes nothing', async (_, username) => {
    const { uuid } = await anOrder();
    const token = await t.login(username);
    const response = await scan(uuid, { kind: 'RECEIVED' }, token, 'ko');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'STAFF_ONLY', message: 'SkyParcel 직원 전용 기능입니다.' });
    expect(await stepsOf(uuid)).toEqual(['CREATED']);
  });

  it('answers the order’s own customer 403 too, and no token 401', async () => {
    const { customer, uuid } = await anOrder();
    expect((await scan(uuid, { kind: 'RECEIVED' }, customer.token)).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/ops/v1/orders/${uuid}/events`,
      payload: { kind: 'RECEIVED' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stepsOf(uuid)).toEqual(['CREATED']);
  });
});

describe('the operations API: assigning a flight (POST /ops/v1/orders/{id}/flight)', () => {
  const assign = (id: string, flightId: string, token = staffToken) =>
    t.request({ method: 'POST', url: `/api/ops/v1/orders/${id}/flight`, token, payload: { flight_id: flightId } });
  const flightOf = async (uuid: string) =>
    (
      await selectRows<{ flight_id: string; weight: number; origin: string; destination: string; departure: string }>(
        t,
        sql`select o.flight_id, o.chargeable_weight_g as weight, f.origin, f.destination, f.departure_at as departure
            from orders o join flights f on f.id = o.flight_id where o.id = ${uuid}`,
      )
    )[0];
  const remainingOf = async (flightId: string) =>
    Number((await selectRows<{ r: string }>(t, sql`select remaining_g as r from flights where id = ${flightId}`))[0].r);
  /** A later flight of the order's route, and one of another route. */
  async function otherFlights(uuid: string) {
    const booked = await flightOf(uuid);
    const [later] = await selectRows<{ id: string; flight_number: string }>(
      t,
      sql`select id, flight_number from flights where origin = ${booked.origin}
          and destination = ${booked.destination} and departure_at > ${booked.departure} order by departure_at limit 1`,
    );
    const [elsewhere] = await selectRows<{ id: string }>(
      t,
      sql`select id from flights where origin <> ${booked.origin} and departure_at > now() limit 1`,
    );
    return { booked, later, elsewhere };
  }
  async function aReadyOrder() {
    const order = await anOrder();
    await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB', 'READY_TO_SHIP']);
    return order;
  }

  it('moves a ready parcel and its weight to a later flight of its route', async () => {
    const { uuid, customer } = await aReadyOrder();
    const { booked, later } = await otherFlights(uuid);
    const [oldBefore, newBefore] = [await remainingOf(booked.flight_id), await remainingOf(later.id)];

    const response = await assign(uuid, later.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ step: 'FLIGHT_ASSIGNED', line: { flight: later.flight_number } });
    expect((await flightOf(uuid)).flight_id).toBe(later.id);
    expect(await remainingOf(booked.flight_id)).toBe(oldBefore + Number(booked.weight));
    expect(await remainingOf(later.id)).toBe(newBefore - Number(booked.weight));
    const detail = await t.request({ method: 'GET', url: `/api/v1/order/detail/${uuid}`, token: customer.token });
    expect(detail.json().data.route.flight.flight_number).toBe(later.flight_number);
    expect((await auditOf(uuid)).map((row) => row.action)).toContain('assign_flight');
  });

  it('refuses a full flight, another route, a parcel not ready, and a customer; nothing moves', async () => {
    const { uuid } = await aReadyOrder();
    const { booked, later, elsewhere } = await otherFlights(uuid);
    const before = await remainingOf(booked.flight_id);

    expect((await assign(uuid, elsewhere.id)).json()).toMatchObject({ code: 'FLIGHT_ROUTE_MISMATCH' });
    await t.db.execute(sql`update flights set remaining_g = 0 where id = ${later.id}`);
    const full = await assign(uuid, later.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('PLANE_OUT_OF_LOAD');
    const customer = await aCustomer(t);
    expect((await assign(uuid, booked.flight_id, customer.token)).statusCode).toBe(403);

    expect((await flightOf(uuid)).flight_id).toBe(booked.flight_id);
    expect(await remainingOf(booked.flight_id)).toBe(before);
    expect(await stepsOf(uuid)).toEqual(['CREATED', 'RECEIVED', 'RECEIVED_HUB', 'READY_TO_SHIP']);

    const notReady = await anOrder();
    const early = await assign(notReady.uuid, (await flightOf(notReady.uuid)).flight_id);
    expect(early.json().code).toBe('TRACKING_STEP_NOT_ALLOWED');
  });
});
