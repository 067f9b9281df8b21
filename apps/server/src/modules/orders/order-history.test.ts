import type { TrackingStep } from '@skyparcel/domain/tracking-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { aCustomer, aPricedOrder, type Customer } from '../../test/builders.ts';
import { aGatewayOrder, orderStatusOf, payOnSandbox, selectRows } from '../../test/payment-flows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordOrderStep, tryRecordOrderStep } from './record-order-step.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (customer: Customer, query = '', lang = 'en') =>
  t.request({ method: 'GET', url: `/api/v1/orders${query}`, token: customer.token, lang });
const detail = (customer: Customer, id: string, lang = 'en') =>
  t.request({ method: 'GET', url: `/api/v1/order/detail/${id}`, token: customer.token, lang });
const codesIn = async (customer: Customer, query: string) =>
  (await list(customer, query)).json().data.map((item: { order_id: string }) => item.order_id);

/** Moves an order along its journey as operations will, in one transaction per step. */
async function moveAlong(uuid: string, steps: TrackingStep[], details: { hubName?: string; flight?: string } = {}) {
  for (const step of steps) {
    await inTransaction(t.db, (tx) => recordOrderStep(tx, { orderId: uuid, step, occurredAt: new Date(), ...details }));
  }
}
const eventsOf = (uuid: string) =>
  selectRows<{ step: string }>(t, sql`select step from order_events where order_id = ${uuid} order by id`);

describe('the order list (GET /v1/orders)', () => {
  it('answers an empty first page to a customer without orders', async () => {
    const customer = await aCustomer(t);
    const response = await list(customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [],
      meta: { pagination: { total: 0, count: 0, per_page: 25, current_page: 1, total_pages: 1 } },
    });
  });

  it('shows a new order with its parties, first item, fee and latest step in the request’s language', async () => {
    const customer = await aCustomer(t);
    const { order, request } = await aPricedOrder(t, customer.token);
    const [item] = (await list(customer, '', 'vi')).json().data;
    expect(item).toMatchObject({
      order_id: order.order_id,
      uuid: order.uuid,
      status: 'IN_PROGRESS',
      status_name: 'processing',
      to_name: 'Lê Văn Nhận',
      // Shown in the international form, without the trunk 0 after the country code.
      to_phone: expect.stringMatching(/^\+84 [1-9][\d ]{8,12}$/),
      receiver_address: expect.stringContaining('Phan Đình Phùng'),
      order_details: [{ production_code: 'CLOTHES', categories: null }],
      amount: request.amount,
      currency: 'VND',
      payment_method: 'cash',
      payment_time: null,
      allow_cancel: true,
      cargo_allow_cancel: false,
      cargo_cancel_before: null,
      platform: 'c2c',
      transport_rules: ['Liên Thành Phố'],
      properties: { delivery_oms: 'standard', extract_price: { duty_fee: 0 }, no_show_fee: 0 },
      tracking_info_venus: [{ step: 'CREATED', kind: 'CREATED', leg: 'PICK_UP', title: 'Đã tạo đơn hàng' }],
    });
  });

  it('names an order’s places in the reader’s language, whatever language it was placed in', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    const inEnglish = (await list(customer, '', 'en')).json().data[0].receiver_address as string;
    const inKorean = (await list(customer, '', 'ko')).json().data[0].receiver_address as string;
    // The street is the customer's own words; the divisions and the country are the reader's (issue 34 item 15).
    expect(inEnglish).toMatch(/^25 Phan Đình Phùng, .*Vietnam$/);
    expect(inKorean).toMatch(/^25 Phan Đình Phùng, .*베트남$/);
    // An address line keeps Vietnam's names as they are written on the parcel, also for a Korean reader.
    expect(inKorean).toContain('Hà Nội');
    expect((await detail(customer, order.uuid, 'ko')).json().data.receiver_address).toBe(inKorean);
  });

  it('files orders under their tabs: not yet handed over with those being sent, a failed payment under cancelled', async () => {
    const customer = await aCustomer(t);
    const cash = (await aPricedOrder(t, customer.token)).order;
    const unpaid = await aGatewayOrder(t, customer);
    await payOnSandbox(t, unpaid.paymentUrl, 'insufficient');

    expect(await codesIn(customer, '')).toEqual([unpaid.code, cash.order_id]);
    expect(await codesIn(customer, '?type=SENDING')).toEqual([cash.order_id]);
    expect(await codesIn(customer, '?type=CANCELLED')).toEqual([unpaid.code]);
    expect(await codesIn(customer, '?type=RECEIVING')).toEqual([]);
    expect(await codesIn(customer, '?type=FINISHED&ver=FINISHED')).toEqual([]);

    const [cancelled] = (await list(customer, '?type=CANCELLED', 'ko')).json().data;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      status_name: 'cancelled',
      allow_cancel: false,
      tracking_info_venus: [
        { step: 'CANCELLED', cancel_reason: 'PAYMENT_FAILED', content: '결제가 완료되지 않아 주문이 취소되었습니다.' },
      ],
    });
  });

  it('moves an order between tabs as its journey goes on', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    await moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB', 'READY_TO_SHIP']);
    await moveAlong(order.uuid, ['FLIGHT_ASSIGNED'], { flight: 'VN 1234' });
    const [sending] = (await list(customer, '?type=SENDING')).json().data;
    expect(sending).toMatchObject({
      status: 'SENDING',
      allow_cancel: false,
      tracking_info_venus: [{ step: 'FLIGHT_ASSIGNED', flight: 'VN 1234' }],
    });

    await moveAlong(order.uuid, ['STATIONED_IN'], { hubName: 'Nội Bài' });
    expect(await codesIn(customer, '?type=RECEIVING')).toEqual([order.order_id]);
    await moveAlong(order.uuid, ['HANDOVER_RACK_ASSIGNED', 'CP_PARCEL_READY', 'DELIVERED']);
    expect(await codesIn(customer, '?type=FINISHED')).toEqual([order.order_id]);
    await moveAlong(order.uuid, ['COMPLETED']);
    const [done] = (await list(customer, '?type=FINISHED')).json().data;
    expect(done).toMatchObject({ status: 'DONE', status_name: 'completed' });
    expect(await codesIn(customer, '?type=SENDING')).toEqual([]);
  });

  it('pages newest first with the total over every page', async () => {
    const customer = await aCustomer(t);
    const codes: string[] = [];
    for (let n = 0; n < 3; n += 1) codes.unshift((await aPricedOrder(t, customer.token)).order.order_id);

    const first = (await list(customer, '?per_page=2&page=1')).json();
    expect(first.data.map((item: { order_id: string }) => item.order_id)).toEqual(codes.slice(0, 2));
    expect(first.meta.pagination).toEqual({ total: 3, count: 2, per_page: 2, current_page: 1, total_pages: 2 });
    const second = (await list(customer, '?per_page=2&page=2')).json();
    expect(second.data.map((item: { order_id: string }) => item.order_id)).toEqual(codes.slice(2));
    const beyond = (await list(customer, '?per_page=2&page=3')).json();
    expect(beyond).toMatchObject({ data: [], meta: { pagination: { total: 3, count: 0, current_page: 3 } } });
  });

  it.each([
    ['an unknown tab', '?type=DELIVERED', 'type'],
    ['more than 25 a page', '?per_page=26', 'per_page'],
    ['page 0', '?page=0', 'page'],
    ['another version', '?ver=2', 'ver'],
  ])('refuses %s with a field error', async (_, query, field) => {
    const customer = await aCustomer(t);
    const response = await list(customer, query, 'vi');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { fields: [{ field }] } });
  });

  it('never shows another customer’s orders', async () => {
    const owner = await aCustomer(t);
    await aPricedOrder(t, owner.token);
    const stranger = await aCustomer(t);
    expect((await list(stranger)).json().meta.pagination.total).toBe(0);
  });

  it('needs a signed-in customer', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/orders' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the order detail (GET /v1/order/detail/{id})', () => {
  it('answers the whole order by uuid or by code: parties, fee lines, payment, route, offices, journey', async () => {
    const customer = await aCustomer(t);
    const { order, request } = await aPricedOrder(t, customer.token);
    const byUuid = await detail(customer, order.uuid, 'ko');
    expect(byUuid.statusCode).toBe(200);
    const body = byUuid.json().data;
    expect((await detail(customer, order.order_id, 'ko')).json().data).toEqual(body);
    expect(body).toMatchObject({
      order_id: order.order_id,
      status: 'IN_PROGRESS',
      declared: { weight: 1, dimension: '10x10x10' },
      note: '',
      payment: { method: 'cash', status: 'PENDING', amount: request.amount },
      // Vietnam's provinces in Hangul for a Korean reader (issue 34 item 17), not "Hồ Chí Minh → Hà Nội".
      route: {
        origin: { province: '79', province_name: '호찌민' },
        destination: { province: '01', province_name: '하노이' },
      },
      tracking_info_venus: [{ step: 'CREATED', title: '주문 접수' }],
      vat_info: null,
    });
    const { fees } = body;
    const extras = fees.extras.reduce((sum: number, extra: { price: number }) => sum + extra.price, 0);
    expect(fees.shipping_fee + fees.surcharge + fees.super_fee + extras + fees.duty_fee - fees.discount).toBe(
      fees.total,
    );
    expect(fees).toMatchObject({ total: request.amount, paid_total: 0, currency: 'VND', total_vnd: request.amount });
  });

  it('counts a gateway payment once received: paid total, payment time and bank', async () => {
    const customer = await aCustomer(t);
    const paid = await aGatewayOrder(t, customer, { vnp_bank: 'VCB' });
    await payOnSandbox(t, paid.paymentUrl, 'pay');
    const body = (await detail(customer, paid.uuid)).json().data;
    expect(body).toMatchObject({
      vnp_bank: 'VCB',
      payment_time: expect.any(String),
      payment: { status: 'PAID' },
      fees: { paid_total: paid.amount },
    });
  });

  it('shows the whole journey in order, with hubs and flights', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    await moveAlong(order.uuid, ['RECEIVED'], { hubName: 'Bưu cục Quận 1' });
    await moveAlong(order.uuid, ['RECEIVED_HUB', 'SECURITY_FAILED', 'READY_TO_SHIP']);
    const timeline = (await detail(customer, order.uuid, 'vi')).json().data.tracking_info_venus;
    expect(timeline.map((line: { step: string }) => line.step)).toEqual([
      'CREATED',
      'RECEIVED',
      'RECEIVED_HUB',
      'SECURITY_FAILED',
      'READY_TO_SHIP',
    ]);
    expect(timeline[1]).toMatchObject({ title: 'Đã nhận hàng', hub_name: 'Bưu cục Quận 1' });
  });

  it('answers another customer’s order, and an unknown one, with the same localised not-found', async () => {
    const owner = await aCustomer(t);
    const { order } = await aPricedOrder(t, owner.token);
    const stranger = await aCustomer(t);
    for (const id of [order.uuid, order.order_id, '00000000-0000-4000-8000-000000000000']) {
      const response = await detail(stranger, id, 'vi');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'ORDER_NOT_FOUND',
        message: expect.stringContaining('tổng đài'),
      });
    }
  });

  it('refuses an id that is neither a uuid nor a code', async () => {
    const customer = await aCustomer(t);
    const response = await detail(customer, 'x%27%20or%201%3D1');
    expect(response.statusCode).toBe(400);
  });
});

describe('the journey’s rules', () => {
  it('refuses a step that does not follow the latest one and changes nothing', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    const delivered = inTransaction(t.db, (tx) =>
      recordOrderStep(tx, { orderId: order.uuid, step: 'DELIVERED', occurredAt: new Date() }),
    );
    await expect(delivered).rejects.toMatchObject({ code: 'TRACKING_STEP_NOT_ALLOWED' });
    expect(await eventsOf(order.uuid)).toEqual([{ step: 'CREATED' }]);
    expect(await orderStatusOf(t, order.uuid)).toBe('IN_PROGRESS');
  });

  it('records one of two steps that race for the same place', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        inTransaction(t.db, (tx) =>
          tryRecordOrderStep(tx, {
            orderId: order.uuid,
            step: n % 2 ? 'CANCELLED' : 'RECEIVED',
            cancelReason: n % 2 ? 'CUSTOMER' : null,
            occurredAt: new Date(),
          }),
        ),
      ),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    const steps = await eventsOf(order.uuid);
    expect(steps).toHaveLength(2);
    const status = await orderStatusOf(t, order.uuid);
    expect(status).toBe(steps[1].step === 'RECEIVED' ? 'SENDING' : 'CANCELLED');
  });

  it('keeps the journey append-only', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    await expect(
      t.db.execute(sql`update order_events set step = 'DELIVERED' where order_id = ${order.uuid}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from order_events where order_id = ${order.uuid}`)).rejects.toThrow();
    expect(await eventsOf(order.uuid)).toEqual([{ step: 'CREATED' }]);
  });
});
