import type { RateCurrency } from '@skyparcel/domain/exchange-rate-contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { accountDisplayName, users } from '../../db/schema/accounts.ts';
import { exchangeRates } from '../../db/schema/tariffs.ts';

/** Each currency's rate on a day (YYYY-MM-DD): its latest row on or before it. Cached per day. */
export function findRatesOn(db: Database, day: string): Promise<ReadonlyMap<string, number>> {
  return readReference(db, `exchange_rates:${day}`, ['exchange_rates'], async () => {
    const rows = await db
      .selectDistinctOn([exchangeRates.currency], {
        currency: exchangeRates.currency,
        vndPerUnit: exchangeRates.vndPerUnit,
      })
      .from(exchangeRates)
      .where(sql`${exchangeRates.effectiveOn} <= ${day}`)
      .orderBy(asc(exchangeRates.currency), desc(exchangeRates.effectiveOn));
    return new Map(rows.map((row) => [row.currency, row.vndPerUnit]));
  });
}

/** Every rate, newest day first per currency, with who last set it (null for the seeded ones). */
export function listRates(db: Database) {
  return db
    .select({
      currency: exchangeRates.currency,
      effectiveOn: exchangeRates.effectiveOn,
      vndPerUnit: exchangeRates.vndPerUnit,
      updatedAt: exchangeRates.updatedAt,
      updatedBy: accountDisplayName(),
    })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.updatedBy))
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.effectiveOn));
}

/** A day's rate, set or replaced. */
export async function upsertRate(
  db: Database,
  rate: { currency: RateCurrency; effectiveOn: string; vndPerUnit: number; now: Date; staffId: string },
): Promise<void> {
  const { now, staffId, ...row } = rate;
  await db
    .insert(exchangeRates)
    .values({ ...row, updatedAt: now, updatedBy: staffId })
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.effectiveOn],
      set: { vndPerUnit: row.vndPerUnit, updatedAt: now, updatedBy: staffId },
    });
}

/** Seed rows, added once: a rate staff have edited since is kept. */
export async function insertMissingRates(
  db: Database,
  rates: readonly { currency: string; effectiveOn: string; vndPerUnit: number }[],
): Promise<void> {
  if (rates.length > 0)
    await db
      .insert(exchangeRates)
      .values([...rates])
      .onConflictDoNothing();
}
