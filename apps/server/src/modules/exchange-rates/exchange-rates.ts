import type {
  ExchangeRate,
  ExchangeRateList,
  RateCurrency,
  SetExchangeRateRequest,
} from '@skyparcel/domain/exchange-rate-contracts';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { findRatesOn, listRates, upsertRate } from './exchange-rate-repository.ts';

/** Dong per unit of a currency on a day: dong itself is 1. */
export type RateOf = (currency: RateCurrency | 'VND') => number;

/**
 * The rates of the Vietnamese day `now` falls on. A currency without a rate by then cannot be
 * priced (the service is not set up for it): SERVICE_UNAVAILABLE, never a guessed rate.
 */
export async function ratesOn(db: Database, now: Date): Promise<RateOf> {
  const rates = await findRatesOn(db, vietnamDay(now));
  return (currency) => {
    if (currency === 'VND') return 1;
    const rate = rates.get(currency);
    if (rate === undefined) throw new AppError('SERVICE_UNAVAILABLE');
    return rate;
  };
}

/** Every rate kept, newest day first per currency, with who last set it and when. */
export async function allRates(db: Database): Promise<ExchangeRateList['rates']> {
  const rows = await listRates(db);
  return rows.map(({ updatedAt, updatedBy, ...rate }) => ({
    ...(rate as ExchangeRate),
    updated: { at: updatedAt.toISOString(), by: updatedBy },
  }));
}

/** A currency's rate from a day on, set or replaced by a staff member (in the caller's transaction). */
export function saveRate(tx: Tx, rate: SetExchangeRateRequest & { now: Date; staffId: string }): Promise<void> {
  return upsertRate(tx, rate);
}
