import { scheduleTariffRequestSchema, tariffListSchema } from '@skyparcel/domain/tariff-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { listTariffs, scheduleTariff } from './schedule-tariff.ts';

/**
 * The domestic tariff's weight bands: any staff member reads them, an admin schedules new prices
 * from a later day (issue 39; a hub clerk is 403 ADMIN_ONLY, a customer 403 STAFF_ONLY).
 */
export async function tariffRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['operations'], { staffOnly: true });
  const adminCalls = customerCalls(app, ['operations'], { adminOnly: true });

  calls.get(
    '/ops/v1/tariffs',
    {
      description:
        'Staff only. Each service tier of each route class: its weight bands in force on today’s Vietnamese day, ' +
        'and the changes scheduled for later days, with who scheduled them.',
      answer: tariffListSchema,
    },
    listTariffs,
  );

  adminCalls.put(
    '/ops/v1/tariffs',
    {
      description:
        'Admins only (a hub clerk is 403 ADMIN_ONLY). Schedules a tier’s weight bands on a route class from a ' +
        'Vietnamese day after today (today or earlier is 400 validation_tariff_day_future), replacing that day’s ' +
        'change if one was set. Orders placed before it keep their prices, also when the hub weighs them again. ' +
        'Audited. Answers the list as GET does.',
      body: scheduleTariffRequestSchema,
      answer: tariffListSchema,
    },
    scheduleTariff,
  );
}
