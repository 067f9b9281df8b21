import { describe, expect, it } from 'vitest';
import {
  maskName,
  maskPhone,
  nextStepOfKind,
  ORDER_LIST_TABS,
  ORDER_STATUSES,
  statusOfStep,
  TRACKING_EVENT_KINDS,
  TRACKING_STEP_NAMES,
  TRACKING_STEPS,
  type TrackingStep,
} from './tracking-rules.ts';

function reachableFrom(start: TrackingStep): Set<TrackingStep> {
  const seen = new Set<TrackingStep>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of TRACKING_STEPS[queue.shift() as TrackingStep].next) {
      if (!seen.has(next)) queue.push(next);
      seen.add(next);
    }
  }
  return seen;
}

describe('the journey as data', () => {
  it('reaches every step and every event kind of the spec from CREATED', () => {
    const reachable = reachableFrom('CREATED');
    expect([...reachable].sort()).toEqual([...TRACKING_STEP_NAMES].sort());
    expect(new Set([...reachable].map((step) => TRACKING_STEPS[step].kind))).toEqual(new Set(TRACKING_EVENT_KINDS));
  });

  it('ends only in COMPLETED or CANCELLED, and both end it', () => {
    const ends = TRACKING_STEP_NAMES.filter((step) => TRACKING_STEPS[step].next.length === 0);
    expect(ends.sort()).toEqual(['CANCELLED', 'COMPLETED']);
  });

  it('never offers two successors of one kind, so a kind names the next step', () => {
    for (const step of TRACKING_STEP_NAMES) {
      const kinds = TRACKING_STEPS[step].next.map((next) => TRACKING_STEPS[next].kind);
      expect(new Set(kinds).size, step).toBe(kinds.length);
    }
    expect(nextStepOfKind('CREATED', 'ASSIGNING_DRIVER')).toBe('PICKUP_ASSIGNING_DRIVER');
    expect(nextStepOfKind('HANDOVER_RACK_ASSIGNED', 'ASSIGNING_DRIVER')).toBe('DELIVERY_ASSIGNING_DRIVER');
    expect(nextStepOfKind('CREATED', 'DELIVERED')).toBeUndefined();
  });

  it('never moves an order’s status backwards', () => {
    const rank = (step: TrackingStep) => ORDER_STATUSES.indexOf(statusOfStep(step));
    for (const step of TRACKING_STEP_NAMES) {
      for (const next of TRACKING_STEPS[step].next) {
        if (next !== 'CANCELLED') expect(rank(next), `${step} -> ${next}`).toBeGreaterThanOrEqual(rank(step));
      }
    }
  });

  it('files every status under exactly one list tab besides ALL', () => {
    const tabbed = Object.values(ORDER_LIST_TABS).flatMap((statuses) => statuses ?? []);
    expect([...tabbed].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('masking for public tracking', () => {
  it('keeps the first letter of each word of a name, in any script', () => {
    expect(maskName('Trần Thị Mai')).toBe('T*** T** M**');
    expect(maskName('  Lê  Văn Nhận ')).toBe('L* V** N***');
    expect(maskName('김지원')).toBe('김**');
    expect(maskName('A')).toBe('A*');
  });

  it('keeps the last three digits of a phone', () => {
    expect(maskPhone('0912345678')).toBe('*******678');
    expect(maskPhone('+82 10-1234-5678')).toBe('*********678');
  });
});
