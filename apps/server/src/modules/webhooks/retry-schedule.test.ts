import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAfter } from './retry-schedule.ts';

const now = new Date('2026-11-27T00:00:00Z');
const DAY_MS = 86_400_000;

function scheduleEnd(random: () => number): number {
  let at = now;
  for (let attempts = 1; ; attempts += 1) {
    const next = nextAttemptAfter(attempts, at, random);
    if (!next) return at.getTime() - now.getTime();
    at = next;
  }
}

describe('the retry schedule', () => {
  it('tries again 5 seconds after the first failure, and gives up after its tenth attempt', () => {
    expect(nextAttemptAfter(1, now, () => 0)?.getTime()).toBe(now.getTime() + 5_000);
    expect(nextAttemptAfter(MAX_ATTEMPTS - 1, now, () => 0)).not.toBeNull();
    expect(nextAttemptAfter(MAX_ATTEMPTS, now, () => 0)).toBeNull();
    expect(MAX_ATTEMPTS).toBe(10);
  });

  it('keeps trying for at least 3 days whatever the jitter, and at most 4', () => {
    expect(scheduleEnd(() => 0)).toBeGreaterThanOrEqual(3 * DAY_MS);
    expect(scheduleEnd(() => 0.999)).toBeLessThan(4 * DAY_MS);
  });

  it('spreads retries of the same attempt apart by up to a quarter of the wait', () => {
    const early = nextAttemptAfter(4, now, () => 0)?.getTime() ?? 0;
    const late = nextAttemptAfter(4, now, () => 0.999)?.getTime() ?? 0;
    expect(late - early).toBeGreaterThan(0.24 * 7_200_000);
  });
});
