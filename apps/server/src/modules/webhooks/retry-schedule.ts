/**
 * When a failed delivery is tried again (issue 36: at least 3 days): the first attempt at once, then
 * after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, about 3.15 days in all. Each wait
 * is lengthened by up to a quarter at random, so endpoints that failed together (an outage) are not
 * all retried in the same second; never shortened, so the whole schedule never ends before 3 days.
 */
export const RETRY_WAITS_SECONDS = [5, 300, 1_800, 7_200, 18_000, 36_000, 50_400, 72_000, 86_400] as const;

export const MAX_ATTEMPTS = RETRY_WAITS_SECONDS.length + 1;

/** The time of the next attempt after `attempts` failed ones, or null when the schedule is over. */
export function nextAttemptAfter(attempts: number, now: Date, random: () => number = Math.random): Date | null {
  const wait = RETRY_WAITS_SECONDS[attempts - 1];
  if (wait === undefined) return null;
  return new Date(now.getTime() + Math.round(wait * (1 + random() / 4) * 1000));
}
