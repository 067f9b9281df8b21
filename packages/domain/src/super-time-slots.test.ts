import { describe, expect, it } from 'vitest';
import { findOfferedSlot, offeredWindow, receivedTimeSlots, type SuperTimeSlotConfig } from './super-time-slots.ts';

const config: SuperTimeSlotConfig = {
  days: 2,
  slots: [
    { start: '08:00', end: '10:00', superFee: 0 },
    { start: '10:00', end: '12:00', superFee: 0 },
    { start: '13:00', end: '15:00', superFee: 0 },
    { start: '15:00', end: '17:00', superFee: 0 },
    { start: '17:00', end: '19:00', superFee: 15000 },
    { start: '19:00', end: '21:00', superFee: 30000 },
  ],
};
/** An instant given in Vietnam time. */
const vn = (dateTime: string) => new Date(`${dateTime}:00+07:00`);
const starts = (days: ReturnType<typeof receivedTimeSlots>) =>
  days.map((day) => [day.date, day.slots.map((slot) => slot.start)]);

describe('received time slots', () => {
  it('offers the rest of the arrival day and all of the next', () => {
    expect(starts(receivedTimeSlots(vn('2026-03-10T14:20'), config))).toEqual([
      ['2026-03-10', ['15:00', '17:00', '19:00']],
      ['2026-03-11', ['08:00', '10:00', '13:00', '15:00', '17:00', '19:00']],
    ]);
  });

  it('keeps a slot that starts exactly at the arrival', () => {
    const [today] = receivedTimeSlots(vn('2026-03-10T13:00'), config);
    expect(today.slots[0]).toEqual({ start: '13:00', end: '15:00', superFee: 0 });
  });

  it('drops a slot that started a minute before the arrival', () => {
    const [today] = receivedTimeSlots(vn('2026-03-10T13:01'), config);
    expect(today.slots[0].start).toBe('15:00');
  });

  it('drops the arrival day when it arrives after the last slot starts', () => {
    expect(starts(receivedTimeSlots(vn('2026-03-10T19:30'), config))).toEqual([
      ['2026-03-11', ['08:00', '10:00', '13:00', '15:00', '17:00', '19:00']],
    ]);
  });

  it('counts days in Vietnam time across midnight UTC and local', () => {
    // 00:30 on 11 March in Vietnam is still 10 March in UTC.
    const afterMidnight = receivedTimeSlots(new Date('2026-03-10T17:30:00Z'), config);
    expect(afterMidnight.map((day) => day.date)).toEqual(['2026-03-11', '2026-03-12']);
    expect(afterMidnight[0].slots).toHaveLength(6);
    // 23:50 in Vietnam: nothing left that day, so only the next day within two days.
    expect(receivedTimeSlots(vn('2026-03-10T23:50'), config).map((day) => day.date)).toEqual(['2026-03-11']);
  });

  it('crosses month and year ends', () => {
    expect(receivedTimeSlots(vn('2026-12-31T20:00'), config).map((day) => day.date)).toEqual(['2027-01-01']);
    expect(receivedTimeSlots(vn('2028-02-28T07:00'), config).map((day) => day.date)).toEqual([
      '2028-02-28',
      '2028-02-29',
    ]);
  });

  it('carries each slot’s fee and sorts slots given out of order', () => {
    const [today] = receivedTimeSlots(vn('2026-03-10T16:00'), { days: 1, slots: [...config.slots].reverse() });
    expect(today.slots).toEqual([
      { start: '17:00', end: '19:00', superFee: 15000 },
      { start: '19:00', end: '21:00', superFee: 30000 },
    ]);
  });

  it('offers nothing without slots or days', () => {
    expect(receivedTimeSlots(vn('2026-03-10T06:00'), { days: 2, slots: [] })).toEqual([]);
    expect(receivedTimeSlots(vn('2026-03-10T06:00'), { ...config, days: 0 })).toEqual([]);
  });
});

describe('choosing a slot', () => {
  const offered = receivedTimeSlots(vn('2026-03-10T16:00'), config);

  it('finds an offered slot by date, start and end', () => {
    expect(findOfferedSlot(offered, { date: '2026-03-10', from: '19:00', to: '21:00' })).toEqual({
      start: '19:00',
      end: '21:00',
      superFee: 30000,
    });
  });

  it('finds nothing for a slot already gone, an unknown end or a day not offered', () => {
    expect(findOfferedSlot(offered, { date: '2026-03-10', from: '08:00', to: '10:00' })).toBeUndefined();
    expect(findOfferedSlot(offered, { date: '2026-03-10', from: '19:00', to: '20:00' })).toBeUndefined();
    expect(findOfferedSlot(offered, { date: '2026-03-12', from: '08:00', to: '10:00' })).toBeUndefined();
  });

  it('spans the offer from the first start to the last end', () => {
    expect(offeredWindow(offered)).toEqual({ from: vn('2026-03-10T17:00'), to: vn('2026-03-11T21:00') });
    expect(offeredWindow([])).toBeNull();
  });
});
