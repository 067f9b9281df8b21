import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { selectRows } from '../../test/payment-flows.ts';
import { testApp } from '../../test/test-app.ts';
import { simulateJourneys } from './simulate-journeys.ts';

const t = testApp();

it('leaves the demo customer orders from placed a few minutes ago to completed days ago, moved through the API', async () => {
  const statuses = await simulateJourneys(t.database, (clock) => buildApp(t.config, { database: t.database, clock }), {
    orders: 14,
    days: 4,
    now: new Date(),
  });
  expect(Object.values(statuses).reduce((sum, count) => sum + count, 0)).toBe(14);
  // The newest is minutes old, one is on its way to its flight, the oldest are done; every fifth is cancelled.
  expect(statuses).toMatchObject({
    IN_PROGRESS: expect.any(Number),
    SENDING: expect.any(Number),
    DONE: expect.any(Number),
    CANCELLED: 2,
  });
  const audit = await selectRows<{ action: string; count: string }>(
    t,
    sql`select action, count(*) from operations_audit group by action order by action`,
  );
  expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['scan', 'security_check']));
  const [recharge] = await selectRows<{ count: string }>(
    t,
    sql`select count(*) from order_fee_adjustments where direction = 'RECHARGE'`,
  );
  expect(Number(recharge.count)).toBeGreaterThan(0);
});
