import { errorMessage } from '@skyparcel/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flights } from '../../db/schema/flights.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { testApp } from '../../test/test-app.ts';
import { bookFlightWeight, releaseFlightWeight } from './book-flight-weight.ts';
import { extendSchedule, SCHEDULE_HORIZON_DAYS } from './extend-schedule.ts';
import { findFirstFlightWithRoom, findFlight } from './flight-repository.ts';

const t = testApp();

const nextHanoiToSaigon = async () => {
  const now = new Date();
  const flight = await findFirstFlightWithRoom(t.db, {
    origins: ['HAN'],
    destinations: ['SGN'],
    from: now,
    to: new Date(now.getTime() + 7 * 86_400_000),
    weightG: 0,
  });
  if (!flight) throw new Error('no Hà Nội – Sài Gòn flight in the coming week');
  // As the database has it now: the route's list may be cached from before a test's write.
  return (await findFlight(t.db, flight.id)) ?? flight;
};
const setRemaining = (id: string, grams: number) =>
  t.db.update(flights).set({ remainingG: grams }).where(eq(flights.id, id));

describe('the flight schedule', () => {
  it('has the coming weeks of domestic and Vietnam–Korea flights', async () => {
    const flight = await nextHanoiToSaigon();
    expect(flight).toMatchObject({ origin: 'HAN', destination: 'SGN', remainingG: flight.capacityG });
    const result = (await t.db.execute(
      sql`select count(*)::int as n from flights where origin = 'SGN' and destination = 'ICN'`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0].n).toBeGreaterThanOrEqual(14);
  });

  it('puts parcels in passenger holds only: the Hà Nội – Sài Gòn freighter at 02:00 is never a parcel’s flight', async () => {
    const from = new Date();
    const freighters = (await t.db.execute(
      sql`select count(*)::int as n from flights where kind = 'FREIGHTER' and origin = 'HAN' and departure_at > ${from}`,
    )) as unknown as { rows: { n: number }[] };
    expect(freighters.rows[0].n).toBeGreaterThan(0);
    for (let day = 0; day < 7; day++) {
      const dayStart = new Date(from.getTime() + day * 86_400_000);
      const flight = await findFirstFlightWithRoom(t.db, {
        origins: ['HAN'],
        destinations: ['SGN'],
        from: dayStart,
        to: new Date(dayStart.getTime() + 86_400_000),
        weightG: 1000,
      });
      expect(flight?.kind).toBe('BELLY');
    }
  });

  it('extends without touching flights already booked', async () => {
    // The test database was seeded when its template was built, perhaps on another day: brought up to today first.
    const now = new Date();
    await extendSchedule(t.db, now, SCHEDULE_HORIZON_DAYS);
    const flight = await nextHanoiToSaigon();
    await setRemaining(flight.id, 1000);
    expect(await extendSchedule(t.db, now, SCHEDULE_HORIZON_DAYS)).toBe(0);
    expect((await nextHanoiToSaigon()).remainingG).toBe(1000);
    const pastHorizon = new Date(Date.now() + SCHEDULE_HORIZON_DAYS * 86_400_000);
    expect(await extendSchedule(t.db, pastHorizon, 7)).toBeGreaterThan(0);
  });
});

describe('booking weight', () => {
  it('never takes more than remains, even with 50 orders at once', async () => {
    const flight = await nextHanoiToSaigon();
    await setRemaining(flight.id, 100_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () => inTransaction(t.db, (tx) => bookFlightWeight(tx, flight.id, 10_000))),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refused.every((a) => a.reason instanceof AppError && a.reason.code === 'PLANE_OUT_OF_LOAD')).toBe(true);
    expect((await nextHanoiToSaigon()).remainingG).toBe(0);
  });

  it('says the plane is out of load, in the customer’s language', async () => {
    const flight = await nextHanoiToSaigon();
    await setRemaining(flight.id, 500);
    const error = await inTransaction(t.db, (tx) => bookFlightWeight(tx, flight.id, 501)).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'PLANE_OUT_OF_LOAD',
      statusCode: 409,
      options: { data: { remaining_kg: 0.5 } },
    });
    expect(errorMessage('en', 'PLANE_OUT_OF_LOAD')).toBe('The plane is out of load, please choose another flight');
    expect(errorMessage('vi', 'PLANE_OUT_OF_LOAD')).toBe('Chuyến bay đã hết tải, vui lòng chọn chuyến bay khác');
  });

  it('cannot find a flight that does not exist', async () => {
    const error = await inTransaction(t.db, (tx) =>
      bookFlightWeight(tx, '00000000-0000-0000-0000-000000000000', 1000),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'FLIGHT_NOT_FOUND' });
    expect(errorMessage('en', 'FLIGHT_NOT_FOUND')).toBe('Unable to find appropriate flight');
  });

  it('rolls the booking back with the order’s transaction', async () => {
    const flight = await nextHanoiToSaigon();
    await setRemaining(flight.id, 50_000);
    await expect(
      inTransaction(t.db, async (tx) => {
        await bookFlightWeight(tx, flight.id, 20_000);
        throw new Error('order failed after booking');
      }),
    ).rejects.toThrow('order failed after booking');
    expect((await nextHanoiToSaigon()).remainingG).toBe(50_000);
  });

  it('gives weight back, never above capacity', async () => {
    const flight = await nextHanoiToSaigon();
    await setRemaining(flight.id, flight.capacityG - 1000);
    await inTransaction(t.db, (tx) => releaseFlightWeight(tx, flight.id, 5000));
    expect((await nextHanoiToSaigon()).remainingG).toBe(flight.capacityG);
  });
});

describe('finding the first flight with room', () => {
  const week = () => ({ from: new Date(), to: new Date(Date.now() + 7 * 86_400_000) });
  const ask = (weightG: number, route = { origins: ['HAN'], destinations: ['SGN'] }) =>
    findFirstFlightWithRoom(t.db, { ...route, ...week(), weightG });

  it('reads a route once for the asks on it, and each ask gets its own first flight', async () => {
    const first = await nextHanoiToSaigon();
    await setRemaining(first.id, 500);
    // PostgreSQL delivers the change notice a moment after the commit.
    await expect.poll(async () => (await ask(0))?.remainingG).toBe(500);
    const before = t.statementsSent();
    const [light, heavy] = await Promise.all([ask(400), ask(600)]);
    const reverse = await ask(400, { origins: ['SGN'], destinations: ['HAN'] });
    expect(light?.id).toBe(first.id);
    // The first flight has 500 g left: the heavier parcel takes the next one.
    expect(heavy?.departureAt.getTime()).toBeGreaterThan(first.departureAt.getTime());
    expect(heavy).toMatchObject({ origin: 'HAN', destination: 'SGN' });
    expect(reverse).toMatchObject({ origin: 'SGN', destination: 'HAN' });
    // Hà Nội → Sài Gòn was cached by the poll; only the reverse route was read.
    expect(t.statementsSent() - before).toBe(1);
  });

  it('a window without flights has none', async () => {
    const farAway = new Date(Date.now() + 400 * 86_400_000);
    const none = await findFirstFlightWithRoom(t.db, {
      origins: ['HAN'],
      destinations: ['SGN'],
      from: farAway,
      to: farAway,
      weightG: 0,
    });
    expect(none).toBeUndefined();
  });

  it('a booking reaches the next ask: a full flight is passed over', async () => {
    const first = await nextHanoiToSaigon();
    await setRemaining(first.id, 1000);
    await expect.poll(async () => (await ask(1000))?.id).toBe(first.id);
    await inTransaction(t.db, (tx) => bookFlightWeight(tx, first.id, 600));
    await expect.poll(async () => (await ask(1000))?.id).not.toBe(first.id);
    expect((await ask(400))?.id).toBe(first.id);
  });
});
