import { addDays, vietnamDay } from '@skyparcel/domain/time-zones';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aCustomer, anOrderRequest, DECLARED_SIZE } from '../../test/builders.ts';
import { operationsCall, signedInStaff } from '../../test/operations-flows.ts';
import { aPlacedOrder, selectRows } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';

/*
 * The domestic tariff with an effective day (issue 39): staff read it, an admin schedules a tier's new
 * prices from a later Vietnamese day, and no order already placed is priced on them.
 */
const t = testApp();
const staff = signedInStaff(t);

type Band = { max_kg: number; price: number };
type Version = { effective_on: string | null; bands: Band[]; beyond: { step_kg: number; price: number } };
type TierEntry = { route_class: string; tier: string; in_force: Version & { updated: unknown }; scheduled: Version[] };

const today = () => vietnamDay(new Date());
const listed = async (token = staff.admin) => {
  const response = await t.request({ method: 'GET', url: '/api/ops/v1/tariffs', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { today: string; tiers: TierEntry[] };
};
const entryOf = (list: { tiers: TierEntry[] }, routeClass: string, tier: string) =>
  list.tiers.find((entry) => entry.route_class === routeClass && entry.tier === tier) as TierEntry;
const schedule = (payload: Record<string, unknown>, token = staff.admin, lang = 'en') =>
  t.request({ method: 'PUT', url: '/api/ops/v1/tariffs', token, payload, lang });
/** A version's prices alone, as PUT takes them. */
const pricesOf = ({ bands, beyond }: Version) => ({ bands, beyond });
/** The seeded bands of a tier with every price doubled. */
const doubled = (version: Version) => ({
  bands: version.bands.map((band) => ({ ...band, price: band.price * 2 })),
  beyond: { ...version.beyond, price: version.beyond.price * 2 },
});
const auditActions = async () =>
  (await selectRows<{ action: string }>(t, sql`select action from operations_audit order by id`)).map(
    (row) => row.action,
  );

describe('the tariff staff keep (GET and PUT /ops/v1/tariffs)', () => {
  it('lists every tier of both route classes with the prices in force today, to any staff member', async () => {
    const list = await listed(staff.clerk);
    expect(list.today).toBe(today());
    expect(list.tiers.map((entry) => `${entry.route_class} ${entry.tier}`)).toEqual([
      'INNER_CITY BASIC',
      'INNER_CITY PREMIUM',
      'INNER_CITY SUPER',
      'INTER_CITY BASIC',
      'INTER_CITY PREMIUM',
      'INTER_CITY SUPER',
    ]);
    expect(entryOf(list, 'INNER_CITY', 'BASIC')).toMatchObject({
      in_force: { effective_on: null, updated: null, bands: expect.arrayContaining([{ max_kg: 0.5, price: 18_000 }]) },
      scheduled: [],
    });
  });

  it('schedules a tier’s prices from tomorrow, named and audited, and today’s price call keeps today’s', async () => {
    const customer = await aCustomer(t);
    const quotedBefore = (await anOrderRequest(t, customer.token)).method.price;
    const tomorrow = addDays(today(), 1);
    const seeded = entryOf(await listed(), 'INTER_CITY', 'BASIC').in_force;

    const response = await schedule({
      route_class: 'INTER_CITY',
      tier: 'BASIC',
      effective_on: tomorrow,
      ...doubled(seeded),
    });
    expect(response.statusCode, response.body).toBe(200);
    const entry = entryOf(response.json().data, 'INTER_CITY', 'BASIC');
    expect(entry.in_force).toEqual(seeded);
    expect(entry.scheduled).toEqual([
      {
        effective_on: tomorrow,
        ...doubled(seeded),
        updated: { at: expect.any(String), by: expect.any(String) },
      },
    ]);
    expect((await anOrderRequest(t, customer.token)).method.price).toBe(quotedBefore);
    expect(await auditActions()).toContain('schedule_tariff');

    // The same day again replaces what was scheduled for it.
    const again = await schedule({
      route_class: 'INTER_CITY',
      tier: 'BASIC',
      effective_on: tomorrow,
      ...pricesOf(seeded),
    });
    expect(entryOf(again.json().data, 'INTER_CITY', 'BASIC').scheduled).toMatchObject([
      { effective_on: tomorrow, bands: seeded.bands },
    ]);
  });

  it('refuses today, bands out of order, a tier not sold and a hub clerk, in the reader’s language; nothing is scheduled', async () => {
    const before = await listed();
    const seeded = entryOf(before, 'INNER_CITY', 'PREMIUM').in_force;
    const valid = {
      route_class: 'INNER_CITY',
      tier: 'PREMIUM',
      effective_on: addDays(today(), 2),
      ...pricesOf(seeded),
    };

    const onToday = await schedule({ ...valid, effective_on: today() }, staff.admin, 'vi');
    expect(onToday.statusCode).toBe(400);
    expect(onToday.json().data.fields).toEqual([
      {
        field: 'effective_on',
        code: 'validation_tariff_day_future',
        message: 'Hãy chọn một ngày sau hôm nay: đơn đặt hôm nay giữ giá của hôm nay',
      },
    ]);
    const [first, second, ...rest] = seeded.bands;
    const swapped = await schedule({ ...valid, bands: [second, first, ...rest] }, staff.admin, 'ko');
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().data.fields).toEqual([
      expect.objectContaining({ field: 'bands.1.max_kg', code: 'validation_tariff_band_order' }),
    ]);
    const cheaper = await schedule({ ...valid, bands: [first, { ...second, price: first.price - 1 }, ...rest] });
    expect(cheaper.json().data.fields).toEqual([
      expect.objectContaining({ field: 'bands.1.price', code: 'validation_tariff_band_order' }),
    ]);
    expect((await schedule({ ...valid, bands: [] })).json().data.fields).toEqual([
      expect.objectContaining({ field: 'bands', code: 'validation_required' }),
    ]);

    const byClerk = await schedule(valid, staff.clerk);
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().code).toBe('ADMIN_ONLY');

    // A tier the tariff does not sell on a route class (none in the seed: one is taken out here).
    const superRow = sql`route_class = 'INNER_CITY' and tier = 'SUPER'`;
    const [removed] = await selectRows<Record<string, unknown>>(t, sql`select * from tariff_tiers where ${superRow}`);
    await t.db.execute(sql`delete from tariff_tiers where ${superRow}`);
    try {
      const unsold = await schedule({ ...valid, tier: 'SUPER' });
      expect(unsold.statusCode).toBe(400);
      expect(unsold.json().data.fields).toEqual([
        expect.objectContaining({ field: 'tier', code: 'validation_invalid' }),
      ]);
    } finally {
      await t.db.execute(sql`insert into tariff_tiers (route_class, tier, bands, beyond)
        values ('INNER_CITY', 'SUPER', ${JSON.stringify(removed.bands)}::jsonb, ${JSON.stringify(removed.beyond)}::jsonb)`);
    }
    expect(await listed()).toEqual(before);
  });

  it('leaves the prices of orders already placed alone, also when the hub weighs them again', async () => {
    const customer = await aCustomer(t);
    const placed = await aPlacedOrder(t, customer, 'cash');
    const ops = operationsCall(t, staff.admin);
    await ops.moveAlong(placed.uuid, ['RECEIVED', 'RECEIVED_HUB']);
    const [{ tier, admin_id: adminId }] = await selectRows<{ tier: string; admin_id: string }>(
      t,
      sql`select o.tier, (select id from users where customer_code = 'OPS0001') as admin_id
          from orders o where o.id = ${placed.uuid}`,
    );
    // The order was placed yesterday, and a change scheduled then for today has begun (as a day passing would do).
    await t.db.execute(sql`update orders set created_at = created_at - interval '1 day' where id = ${placed.uuid}`);
    for (const routeClass of ['INNER_CITY', 'INTER_CITY']) {
      const { bands, beyond } = doubled(entryOf(await listed(), routeClass, tier).in_force);
      // Stored as the engine reads them (the wire's keys are snake case).
      const stored = bands.map((band) => ({ maxKg: band.max_kg, price: band.price }));
      await t.db.execute(sql`insert into tariff_tier_changes (route_class, tier, effective_on, bands, beyond, updated_by)
        values (${routeClass}, ${tier}, ${today()}, ${JSON.stringify(stored)}::jsonb,
          ${JSON.stringify({ stepKg: beyond.step_kg, price: beyond.price })}::jsonb, ${adminId})`);
    }
    // A new order is priced on today's prices…
    await expect
      .poll(async () => (await anOrderRequest(t, customer.token)).method.price)
      .toBeGreaterThan(placed.amount);

    // …and the one placed yesterday, weighed as declared, keeps its total.
    const checked = await ops.securityCheck(placed.uuid, DECLARED_SIZE);
    expect(checked.statusCode, checked.body).toBe(201);
    expect(checked.json().data.adjustment).toMatchObject({
      previous_total: placed.amount,
      new_total: placed.amount,
      direction: 'NONE',
      amount: 0,
    });
  });
});
