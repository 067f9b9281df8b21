import {
  exchangeRateListSchema,
  exchangeRateSchema,
  setExchangeRateRequestSchema,
} from '@skyparcel/domain/exchange-rate-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { listExchangeRates, setExchangeRate } from './set-exchange-rate.ts';

/** The booking exchange rates, kept by staff (a customer's token is 403 STAFF_ONLY). */
export async function exchangeRateRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['operations'], { staffOnly: true });

  calls.get(
    '/ops/v1/exchange-rates',
    {
      description: 'Staff only. Every booking rate kept: dong per unit of USD and KRW from a day on, newest first.',
      answer: exchangeRateListSchema,
    },
    listExchangeRates,
  );

  calls.put(
    '/ops/v1/exchange-rates',
    {
      description:
        'Staff only. Sets a currency’s rate (dong per unit) from a day on, replacing that day’s if set. Prices from ' +
        'that Vietnamese day use it: the duty on declared dollars and the dong shown beside a won total. Orders ' +
        'keep the rate they were booked at. Audited.',
      body: setExchangeRateRequestSchema,
      answer: exchangeRateSchema,
    },
    setExchangeRate,
  );
}
