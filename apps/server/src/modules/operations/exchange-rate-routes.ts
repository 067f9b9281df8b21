import {
  exchangeRateListSchema,
  exchangeRateSchema,
  setExchangeRateRequestSchema,
} from '@skyparcel/domain/exchange-rate-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { listExchangeRates, setExchangeRate } from './set-exchange-rate.ts';

/**
 * The booking exchange rates: any staff member reads them, an admin sets them (issue 39; a customer's
 * token is 403 STAFF_ONLY, a hub clerk's setting one 403 ADMIN_ONLY).
 */
export async function exchangeRateRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['operations'], { staffOnly: true });
  const adminCalls = customerCalls(app, ['operations'], { adminOnly: true });

  calls.get(
    '/ops/v1/exchange-rates',
    {
      description: 'Staff only. Every booking rate kept: dong per unit of USD and KRW from a day on, newest first.',
      answer: exchangeRateListSchema,
    },
    listExchangeRates,
  );

  adminCalls.put(
    '/ops/v1/exchange-rates',
    {
      description:
        'Admins only (a hub clerk is 403 ADMIN_ONLY). Sets a currency’s rate (dong per unit) from a day on, replacing that day’s if set. Prices from ' +
        'that Vietnamese day use it: the duty on declared dollars and the dong shown beside a won total. Orders ' +
        'keep the rate they were booked at. Audited.',
      body: setExchangeRateRequestSchema,
      answer: exchangeRateSchema,
    },
    setExchangeRate,
  );
}
