import { z } from 'zod';
import { changeSchema } from './settings-contracts.ts';

/*
 * The booking exchange rates staff keep (issue 15): dong per unit of a foreign currency from a day on.
 */

export const RATE_CURRENCIES = ['USD', 'KRW'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** `PUT /ops/v1/exchange-rates`: a currency's rate from a day on (that day's rate replaced if set). */
export const setExchangeRateRequestSchema = z.object({
  currency: z.enum(RATE_CURRENCIES, { error: 'validation_invalid' }),
  effectiveOn: z.iso.date({ error: 'validation_invalid' }),
  vndPerUnit: z
    .number({ error: 'validation_required' })
    .positive({ error: 'validation_invalid' })
    .max(10_000_000, { error: 'validation_invalid' })
    .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, { error: 'validation_invalid' }),
});
export type SetExchangeRateRequest = z.infer<typeof setExchangeRateRequestSchema>;

export const exchangeRateSchema = z.object({
  currency: z.enum(RATE_CURRENCIES),
  effectiveOn: z.string(),
  vndPerUnit: z.number(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** `GET /ops/v1/exchange-rates`: every rate kept, newest day first per currency, with who last set it and when. */
export const exchangeRateListSchema = z.object({
  rates: z.array(exchangeRateSchema.extend({ updated: changeSchema })),
});
export type ExchangeRateList = z.infer<typeof exchangeRateListSchema>;
