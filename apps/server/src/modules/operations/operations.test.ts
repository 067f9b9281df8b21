import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, aPricedOrder, type Customer } from '../../test/builders.ts';
import { orderStatusOf, selectRows } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let staffToken: string;
beforeAll(async () => {
  staffToken = await t.login('OPS0001');
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
    for (const kind of ['RECEIVED_HUB', 'READY_TO_SHIP']) expect((await scan(uuid, { kind })).statusCode).toBe(201);
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
    for (const kind of ['ASSIGNED_TO_SIPPER', 'RECEIVED', 'RECEIVED_HUB', 'READY_TO_SHIP', 'FLIGHT_ASSIGNED']) {
      expect((await scan(uuid, { kind })).statusCode).toBe(201);
    }
    for (const kind of ['STATIONED_IN', 'HANDOVER_RACK_ASSIGNED'])
      expect((await scan(uuid, { kind })).statusCode).toBe(201);
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
