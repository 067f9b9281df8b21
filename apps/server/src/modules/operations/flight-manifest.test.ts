import { vietnamDay } from '@skyparcel/domain/time-zones';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer } from '../../test/builders.ts';
import { operationsCall } from '../../test/operations-flows.ts';
import { aPlacedOrder, selectRows } from '../../test/payment-flows.ts';
import { readPdf } from '../../test/read-pdf.ts';
import { testApp } from '../../test/test-app.ts';

const t = testApp();
let clerkToken: string;
let ops: ReturnType<typeof operationsCall>;
beforeAll(async () => {
  clerkToken = await t.login('HUB0001');
  ops = operationsCall(t, clerkToken);
});

const get = (url: string, lang = 'en') => t.request({ method: 'GET', url, token: clerkToken, lang });
const flightOf = async (uuid: string) => {
  const [row] = await selectRows<{ id: string; departure_at: string; capacity_g: string; remaining_g: string }>(
    t,
    sql`select f.id, f.departure_at, f.capacity_g, f.remaining_g
        from orders o join flights f on f.id = o.flight_id where o.id = ${uuid}`,
  );
  return row;
};
const manifestOf = async (flightId: string, lang = 'en') => {
  const response = await get(`/api/ops/v1/flights/${flightId}/manifest`, lang);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
async function anOrder(size = { weight: 1, dimension: '10x10x10' }) {
  const customer = await aCustomer(t);
  return { customer, ...(await aPlacedOrder(t, customer, 'cash', size)) };
}

describe("the hub's flights of a day (GET /ops/v1/flights)", () => {
  it('lists every flight leaving that Vietnamese day in departure order, with its load and orders', async () => {
    const order = await anOrder();
    const booked = await flightOf(order.uuid);
    const day = vietnamDay(new Date(booked.departure_at));
    const response = await get(`/api/ops/v1/flights?date=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const flights = response.json().data as { id: string; departure_at: string; orders: number }[];
    const departures = flights.map((flight) => flight.departure_at);
    expect(departures).toEqual([...departures].sort());
    expect(departures.every((departure) => vietnamDay(new Date(departure)) === day)).toBe(true);
    const listed = flights.find((flight) => flight.id === booked.id);
    expect(listed).toMatchObject({
      capacity: Number(booked.capacity_g) / 1000,
      remaining: Number(booked.remaining_g) / 1000,
      booked: (Number(booked.capacity_g) - Number(booked.remaining_g)) / 1000,
    });
    expect(listed?.orders).toBeGreaterThanOrEqual(1);
  });

  it('refuses a date that is not one, at its field, in the reader language', async () => {
    const response = await get('/api/ops/v1/flights?date=28/11/2026', 'vi');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toMatchObject([{ field: 'date', code: 'validation_invalid' }]);
  });
});

describe("a flight's manifest (GET /ops/v1/flights/{id}/manifest and .pdf)", () => {
  it('lists its orders with the weight declared, then the weight the hub measured once checked; a cancelled one leaves it', async () => {
    const order = await anOrder();
    const cancelled = await anOrder();
    const { id: flightId } = await flightOf(order.uuid);
    const lineOf = async (code: string, lang = 'en') =>
      (await manifestOf(flightId, lang)).lines.find((line: { order_id: string }) => line.order_id === code);

    expect(await lineOf(order.code, 'vi')).toMatchObject({
      platform: 'c2c',
      step: 'CREATED',
      weight: 1,
      checked: false,
      destination: expect.any(String),
      receiver_name: expect.any(String),
    });
    await ops.moveAlong(order.uuid, ['RECEIVED', 'RECEIVED_HUB']);
    expect((await ops.securityCheck(order.uuid, { weight: 4.5, dimension: '30x30x30' })).statusCode).toBe(201);
    expect(await lineOf(order.code)).toMatchObject({ step: 'READY_TO_SHIP', weight: 4.5, checked: true });
    expect((await lineOf(order.code)).chargeable_weight).toBeGreaterThanOrEqual(4.5);

    if ((await flightOf(cancelled.uuid)).id === flightId) {
      expect(await lineOf(cancelled.code)).toBeDefined();
      const cancel = await t.request({
        method: 'POST',
        url: `/api/v1/order/${cancelled.uuid}/cancel`,
        token: cancelled.customer.token,
        payload: {},
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await lineOf(cancelled.code)).toBeUndefined();
    }
    const manifest = await manifestOf(flightId);
    expect(manifest.flight.orders).toBe(manifest.lines.length);
    const codes = manifest.lines.map((line: { order_id: string }) => line.order_id);
    expect(codes).toEqual([...codes].sort());
  });

  it('prints as an A4 landscape PDF in the reader language, with the flight, every order and the signatures', async () => {
    const order = await anOrder();
    const { id: flightId } = await flightOf(order.uuid);
    const response = await get(`/api/ops/v1/flights/${flightId}/manifest.pdf`, 'vi');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="manifest-[A-Z0-9]+\.pdf"$/);
    const pages = await readPdf(response.rawPayload);
    expect(Math.round(pages[0].width)).toBe(842);
    expect(Math.round(pages[0].height)).toBe(595);
    const text = pages.map((page) => page.text).join(' ');
    expect(text).toContain('Bảng kê chuyến bay');
    expect(text).toContain(order.code);
    expect(text).toContain('Người bàn giao');
    expect(pages.at(-1)?.text).toContain(`Trang ${pages.length}/${pages.length}`);
  });

  it('answers a flight that does not exist with NOT_FOUND, and a malformed id at its field', async () => {
    const unknown = await get('/api/ops/v1/flights/00000000-0000-4000-8000-000000000000/manifest', 'ko');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const malformed = await get('/api/ops/v1/flights/not-a-flight/manifest.pdf');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.fields).toMatchObject([{ field: 'id' }]);
  });
});
