import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { extendSchedule } from '../flights/extend-schedule.ts';

/*
 * `npm run ops:simulate`: demo orders that have lived, so a fresh install shows every status. The
 * demo customer places orders spread over the last days and the demo staff account moves each
 * along a realistic journey timed by its flight: picked up within the hour, at the hub and
 * weighed, on the plane an hour before it leaves, at the destination after it lands, delivered a
 * few hours later and completed the next day. Everything goes through the API (the customer's
 * calls and the operations API), on a clock that the simulation moves from one event to the next,
 * so every rule, price, audit row and notice is the real one; nothing is written behind its back.
 */

const CUSTOMER = { username: '0901234567', password: 'Demo@12345' };
const STAFF = { username: 'OPS0001', password: 'Demo@12345' };
const DECLARED = { weight: 1, dimension: '20x15x10' };
const HOUR = 3_600_000;

export type SimulationOptions = { orders: number; days: number; now: Date };
type Action = { at: number; run: () => Promise<void> };
// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read field by field as any client reads it.
type Client = (options: InjectOptions) => Promise<{ statusCode: number; json: () => any }>;

/**
 * Builds the whole app on a clock the simulation moves (buildApp, handed in by the command and the
 * test): the simulation is a client of the API, so it takes the app rather than importing it.
 */
export type AppOnClock = (clock: () => Date) => Promise<Pick<FastifyInstance, 'inject' | 'close'>>;

/** Answers how many orders it placed and how many of them ended in each status. */
export async function simulateJourneys(
  database: DatabaseHandle,
  startApp: AppOnClock,
  options: SimulationOptions,
): Promise<Record<string, number>> {
  const end = options.now.getTime();
  const start = end - options.days * 24 * HOUR;
  let clock = start;
  // Access tokens expire by the real time (as every token must), so sign-ins run on it; every
  // other call runs on the simulated clock.
  let isSigningIn = false;
  // Flights from the first simulated day on, so orders placed "then" have flights to take.
  await extendSchedule(database.db, new Date(start), options.days + 2);
  const app = await startApp(() => new Date(isSigningIn ? Date.now() : clock));
  const inject: Client = async (request) => {
    isSigningIn = request.url === '/api/v1/auth/login';
    try {
      return await app.inject(request);
    } finally {
      isSigningIn = false;
    }
  };
  try {
    const customer = signedIn(inject, CUSTOMER);
    const staff = signedIn(inject, STAFF);
    const queue: Action[] = [];
    const placed: string[] = [];
    for (let index = 0; index < options.orders; index += 1) {
      // Denser towards now (the newest a few minutes old), so some are still on their way.
      const age = (end - start) * ((options.orders - index) / options.orders) ** 2;
      const at = Math.round(end - age - HOUR / 6);
      queue.push({ at, run: () => placeAndPlan(index, at) });
    }
    async function placeAndPlan(index: number, at: number) {
      const order = await placeOrder(customer, index);
      placed.push(order.uuid);
      for (const step of journeyOf(index, at, order.flight)) {
        queue.push({ at: step.at, run: () => step.run(order.uuid, { customer, staff }) });
      }
    }
    // One event at a time, in time order, up to now: what is still to come stays to come.
    while (true) {
      queue.sort((a, b) => a.at - b.at);
      const next = queue.shift();
      if (!next || next.at > end) break;
      clock = next.at;
      await next.run();
    }
    return await countStatuses(customer, placed);
  } finally {
    await app.close();
  }
}

/** A client signed in as this account; it signs in again when its session has lapsed on the moving clock. */
function signedIn(inject: Client, account: { username: string; password: string }) {
  let token: string | null = null;
  const login = async () => {
    const response = await inject({ method: 'POST', url: '/api/v1/auth/login', payload: account });
    if (response.statusCode !== 200) throw new Error(`${account.username} cannot sign in (${response.statusCode})`);
    return response.json().data.access_token as string;
  };
  return async function call(method: 'GET' | 'POST', url: string, payload?: object) {
    token ??= await login();
    let response = await inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode === 401) {
      token = await login();
      response = await inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    }
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}`);
    return response.json().data;
  };
}
type Caller = ReturnType<typeof signedIn>;

/** A cash order from the demo sender to one of the demo receivers (they take turns), door to door. */
async function placeOrder(customer: Caller, index: number) {
  const book = await customer('POST', '/api/v2/address', {});
  const sender = book.find((address: { type: string }) => address.type === 'SENDER');
  const receivers = book.filter((address: { type: string }) => address.type === 'RECEIVER');
  const receiver = receivers[index % receivers.length];
  const [parcels] = await customer('GET', '/api/v1/producttypes/language/en');
  const product = parcels.products.find((candidate: { code: string }) => candidate.code === 'CLOTHES');
  const shipment = {
    sender_address_id: sender.id,
    receiver_address_id: receiver.id,
    product_id: product.id,
    ...DECLARED,
  };
  const priced = await customer('POST', '/api/v1/order/calculate-price', shipment);
  const method = priced.methods.find((candidate: { delivery_type: string }) => candidate.delivery_type === 'D2D');
  const order = await customer('POST', '/api/v1/order', {
    ...shipment,
    delivery_type: 'D2D',
    amount: method.price + method.duty_fee,
    payment_method: 'cash',
    note: 'Demo',
    extra_prices: [],
    ben_agreed: true,
  });
  const detail = await customer('GET', `/api/v1/order/detail/${order.uuid}`);
  const flight = detail.route.flight as { departure_at: string; arrival_at: string } | null;
  return { uuid: order.uuid as string, flight };
}

type Step = { at: number; run: (uuid: string, callers: { customer: Caller; staff: Caller }) => Promise<void> };

/**
 * The journey of the index-th order placed at `placedAt`: the pick-up within the hour, the hub and
 * its security check (the fourth order weighs more than declared: a recharge), on the plane an
 * hour before departure, then the destination's steps after landing (the seventh order's receiver
 * is out once: the no-show fee), delivered and completed. Every fifth order is cancelled by its
 * customer before pick-up instead. An inner-city order (no flight) is "landed" three hours after pick-up.
 */
function journeyOf(index: number, placedAt: number, flight: { departure_at: string; arrival_at: string } | null) {
  const scan =
    (kind: string, hubName?: string) =>
    (uuid: string, { staff }: { staff: Caller }) =>
      staff('POST', `/api/ops/v1/orders/${uuid}/events`, { kind, hub_name: hubName }).then(() => undefined);
  if (index % 5 === 4) {
    const cancel: Step['run'] = (uuid, { customer }) =>
      customer('POST', `/api/v1/order/${uuid}/cancel`, { reason: 'Customer cancelled' }).then(() => undefined);
    return [{ at: placedAt + 0.2 * HOUR, run: cancel }];
  }
  const measured = index % 5 === 3 ? { weight: 2.4, dimension: '30x20x20' } : DECLARED;
  const departure = flight ? Date.parse(flight.departure_at) : placedAt + 3 * HOUR;
  const arrival = flight ? Date.parse(flight.arrival_at) : placedAt + 4 * HOUR;
  const steps: Step[] = [
    { at: placedAt + 0.2 * HOUR, run: scan('ASSIGNING_DRIVER') },
    { at: placedAt + 0.4 * HOUR, run: scan('ASSIGNED_TO_SIPPER') },
    { at: placedAt + 1 * HOUR, run: scan('RECEIVED', 'Bưu cục Bến Nghé') },
    { at: placedAt + 1.8 * HOUR, run: scan('RECEIVED_HUB', 'Hub Tân Sơn Nhất') },
    {
      at: placedAt + 2 * HOUR,
      run: (uuid, { staff }) =>
        staff('POST', `/api/ops/v1/orders/${uuid}/security-check`, measured).then(() => undefined),
    },
    { at: Math.max(placedAt + 2.2 * HOUR, departure - HOUR), run: scan('FLIGHT_ASSIGNED') },
    { at: arrival + 0.5 * HOUR, run: scan('STATIONED_IN', 'Hub Nội Bài') },
    { at: arrival + 1 * HOUR, run: scan('HANDOVER_RACK_ASSIGNED', 'Hub Nội Bài') },
    { at: arrival + 3 * HOUR, run: scan('ASSIGNING_DRIVER') },
    { at: arrival + 3.5 * HOUR, run: scan('ASSIGNED_TO_SIPPER') },
  ];
  if (index % 7 === 6) {
    steps.push({
      at: arrival + 5 * HOUR,
      run: (uuid, { staff }) => staff('POST', `/api/ops/v1/orders/${uuid}/no-show`, {}).then(() => undefined),
    });
  }
  steps.push({ at: arrival + 9 * HOUR, run: scan('DELIVERED') }, { at: arrival + 24 * HOUR, run: scan('COMPLETED') });
  return steps;
}

async function countStatuses(customer: Caller, uuids: string[]) {
  const counts: Record<string, number> = {};
  for (const uuid of uuids) {
    const { status } = await customer('GET', `/api/v1/order/detail/${uuid}`);
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}
