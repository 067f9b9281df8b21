/*
 * Super delivery lets the receiver choose when the documents arrive (spec 1 section 3,
 * "receivedTimeSlots (date and slots with start/end time and superFee)"). The slots of a day
 * are tariff data; which of them are offered depends on the earliest possible arrival.
 * Dates and times are Vietnam's (UTC+7, no daylight saving).
 */
import { addDays, vietnamDay, vietnamInstant } from './time-zones.ts';

/** A slot of the day in Vietnam time, with what choosing it adds to the price (whole VND). */
export type TimeSlot = { start: string; end: string; superFee: number };

/** The tariff's slot definitions: the same slots every day, offered on `days` days from the arrival's day. */
export type SuperTimeSlotConfig = { days: number; slots: TimeSlot[] };

/** One day of offered slots, as the delivery method's `items.receivedTimeSlots` lists them. */
export type ReceivedTimeSlotDay = { date: string; slots: TimeSlot[] };

/** The slot an order asks for (spec 1 section 3: dateTimeSlot, timeSlotFrom, timeSlotTo). */
export type ChosenTimeSlot = { date: string; from: string; to: string };

export const SLOT_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const SLOT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The slots a receiver may choose: on `config.days` Vietnamese days starting with the day of
 * the earliest arrival, each slot whose start is at or after that arrival, earliest first.
 * Days with no slot left are left out (an arrival after the day's last slot offers the next
 * days only).
 */
export function receivedTimeSlots(earliestArrival: Date, config: SuperTimeSlotConfig): ReceivedTimeSlotDay[] {
  const firstDay = vietnamDay(earliestArrival);
  const daySlots = [...config.slots].sort((a, b) => a.start.localeCompare(b.start));
  const days: ReceivedTimeSlotDay[] = [];
  for (let offset = 0; offset < config.days; offset += 1) {
    const date = addDays(firstDay, offset);
    const slots = daySlots.filter((slot) => vietnamInstant(date, slot.start).getTime() >= earliestArrival.getTime());
    if (slots.length > 0) days.push({ date, slots: slots.map((slot) => ({ ...slot })) });
  }
  return days;
}

/** The offered slot matching the chosen date, start and end, if it is offered. */
export function findOfferedSlot(offered: ReceivedTimeSlotDay[], chosen: ChosenTimeSlot): TimeSlot | undefined {
  const day = offered.find((candidate) => candidate.date === chosen.date);
  return day?.slots.find((slot) => slot.start === chosen.from && slot.end === chosen.to);
}

/** The first offered start and the last offered end as instants, or null when nothing is offered. */
export function offeredWindow(offered: ReceivedTimeSlotDay[]): { from: Date; to: Date } | null {
  const first = offered[0];
  const last = offered[offered.length - 1];
  if (!first || !last) return null;
  return {
    from: vietnamInstant(first.date, first.slots[0].start),
    to: vietnamInstant(last.date, last.slots[last.slots.length - 1].end),
  };
}
