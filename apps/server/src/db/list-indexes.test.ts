import { DEFAULT_ADDRESS_SORT } from '@skyparcel/domain/address-contracts';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStaffAccounts } from '../modules/account/account-repository.ts';
import { findAddressesPage } from '../modules/addresses/address-repository.ts';
import { parseAddressSort } from '../modules/addresses/list-addresses.ts';
import { findFlightsDeparting } from '../modules/flights/flight-repository.ts';
import { findAuditPage } from '../modules/operations/operations-repository.ts';
import { countOrdersPlacedBetween, findLateOrders } from '../modules/orders/hub-overview-repository.ts';
import { findOrdersAfter, findOrdersOnFlight, findOrdersPage } from '../modules/orders/order-repository.ts';
import { findMovementsPage } from '../modules/wallet/wallet-repository.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Database } from './database.ts';
import { inTransaction } from './transaction.ts';

/*
 * Lists read a page from their index, whatever the customer's number of rows: the plan of the
 * first page has no Sort node and scans the list's index. A customer with thousands of orders
 * and addresses (and ANALYZE) makes the planner choose as it would at a million rows.
 */

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const ROWS = 5_000;

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [{ id }] = await rows<{ id: string }>(sql`select id from users where phone = '901234567'`);
  userId = id;
  await t.db.execute(sql`
    insert into addresses (user_id, type, person_name, prefix_phone, phone, country, province, district,
      village, address, lat, lng, created_at)
    select ${userId}, 'RECEIVER', 'Khách ' || n, '+84', '0912345678', '0', '01', '0', '00004', n || ' Phố Huế',
      21.0, 105.8, now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n`);
  await t.db.execute(sql`
    insert into orders (code, user_id, status, platform, package_type, tier, delivery_type, transport_rule,
      sender, receiver, product, weight_g, dimension, chargeable_weight_g, shipping_fee, extras, extras_total,
      discount, total, currency, payment_method, est_date_time, created_at)
    select 'BENCH' || n, ${userId}, (array['IN_PROGRESS', 'SENDING', 'FINISHED', 'CANCELLED'])[1 + n % 4], 'c2c',
      'PARCEL', 'BASIC', 'D2D', 'Liên Thành Phố', '{}', '{}', '{}', 1000, '10x10x10', 1000, 50000, '[]', 0, 0,
      50000, 'VND', 'cash', now(), now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n`);
  await t.db.execute(sql`
    insert into wallet_ledger (user_id, type, amount, amount_before, amount_after, created_at)
    select ${userId}, 'CREDIT', 1, n - 1, n, now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n`);
  await t.db.execute(sql`
    insert into operations_audit (staff_id, action, order_id, request, created_at)
    select (select id from users where customer_code = 'OPS0001'),
      (array['scan', 'security_check', 'assign_flight', 'set_exchange_rate'])[1 + n % 4],
      case when n % 4 = 3 then null else (select id from orders where code = 'BENCH' || n) end,
      '{}', now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n`);
  await t.db.execute(sql`analyze operations_audit`);
  await t.db.execute(sql`analyze users`);
  await t.db.execute(sql`analyze wallet_ledger`);
  await t.db.execute(sql`analyze addresses`);
  await t.db.execute(sql`analyze orders`);
  await t.db.execute(sql`analyze flights`);
});
afterAll(() => t.close());

async function rows<T>(query: SQLWrapper, db: Database = t.db): Promise<T[]> {
  return ((await db.execute(query.getSQL())) as unknown as { rows: T[] }).rows;
}

async function planOf(query: SQLWrapper, db: Database = t.db): Promise<PlanNode> {
  const [row] = await rows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(sql`explain (format json) ${query}`, db);
  const plan = row['QUERY PLAN'];
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan;
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

function expectIndexPage(plan: PlanNode, index: string) {
  const nodes = nodesOf(plan);
  expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
  expect(nodes.map((node) => node['Index Name'])).toContain(index);
}

describe('lists read their page from an index', () => {
  it('the order list, newest first', async () => {
    expectIndexPage(await planOf(findOrdersPage(t.db, userId, { limit: 25, offset: 0 })), 'orders_user_newest_idx');
  });

  it('the order list of one status tab', async () => {
    const page = findOrdersPage(t.db, userId, { statuses: ['CANCELLED'], limit: 25, offset: 0 });
    expectIndexPage(await planOf(page), 'orders_user_status_newest_idx');
  });

  it('the order list of a period, and the export’s batch read on from the last order, without a sort', async () => {
    const period = { from: new Date(Date.now() - 7 * 86_400_000), to: new Date() };
    expectIndexPage(await planOf(findOrdersPage(t.db, userId, { ...period, limit: 25 })), 'orders_user_newest_idx');
    const after = { createdAt: new Date(Date.now() - 60 * 60_000), id: '00000000-0000-4000-8000-000000000000' };
    expectIndexPage(await planOf(findOrdersAfter(t.db, userId, { after, limit: 500 })), 'orders_user_newest_idx');
  });

  it('the order list’s search can read the trigrams of each order’s search key', async () => {
    // 5,000 rows are a table PostgreSQL rightly reads whole; with that taken away, the search's
    // condition (folded by a function call) must still be one the trigram index answers.
    const plan = await inTransaction(t.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return planOf(findOrdersPage(tx, userId, { search: 'BENCH4242', limit: 25 }), tx);
    });
    expect(nodesOf(plan).map((node) => node['Index Name'])).toContain('orders_search_idx');
  });

  it('the address book in its default order', async () => {
    const page = findAddressesPage(t.db, userId, {
      searchText: '',
      sort: parseAddressSort(DEFAULT_ADDRESS_SORT),
      limit: 10,
      offset: 0,
    });
    expectIndexPage(await planOf(page), 'addresses_user_default_order_idx');
  });

  it('the wallet transactions of a period, newest first', async () => {
    const to = new Date();
    const page = findMovementsPage(t.db, userId, {
      from: new Date(to.getTime() - 90 * 86_400_000),
      to,
      limit: 20,
      offset: 0,
    });
    expectIndexPage(await planOf(page), 'wallet_ledger_user_newest_idx');
  });

  // A day's flights and a flight's orders are a few dozen rows, not pages: sorting them is cheap, finding them is not.
  it("the hub's flights of a day, all routes, are found from the departure index", async () => {
    const from = new Date();
    const day = findFlightsDeparting(t.db, { from, to: new Date(from.getTime() + 86_400_000) });
    expect(nodesOf(await planOf(day)).map((node) => node['Index Name'])).toContain('flights_departure_idx');
  });

  it('the audit viewer reads each page along the index of its filter, newest first', async () => {
    const [{ id: staffId }] = await rows<{ id: string }>(sql`select id from users where customer_code = 'OPS0001'`);
    const [{ id: orderId }] = await rows<{ id: string }>(sql`select id from orders where code = 'BENCH42'`);
    const page = { limit: 51 };
    expectIndexPage(await planOf(findAuditPage(t.db, page)), 'operations_audit_pkey');
    expectIndexPage(await planOf(findAuditPage(t.db, { ...page, orderId })), 'operations_audit_order_idx');
    // One staff member made every row here, so reading the key and skipping none is as good as their index.
    const byStaff = nodesOf(await planOf(findAuditPage(t.db, { ...page, staffId, before: 4_000 })));
    expect(byStaff.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(byStaff.map((node) => node['Index Name'])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^operations_audit_(pkey|staff_idx)$/)]),
    );
    expectIndexPage(await planOf(findAuditPage(t.db, { ...page, action: 'no_show' })), 'operations_audit_action_idx');
  });

  it('the staff list can read the partial index on staff accounts, in code order', async () => {
    // A handful of accounts here is a table read whole; among a million customers the index is what finds them.
    const plan = await inTransaction(t.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return planOf(findStaffAccounts(tx), tx);
    });
    expectIndexPage(plan, 'users_staff_idx');
  });

  it("the hub overview's counts can each read their own index", async () => {
    // Whole-table reads are cheaper at 5,000 rows; with them taken away, each condition must be one an index answers.
    const now = new Date();
    const indexesOf = (query: SQLWrapper) =>
      inTransaction(t.db, async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return nodesOf(await planOf(query, tx)).map((node) => node['Index Name']);
      });
    const day = { from: new Date(now.getTime() - 86_400_000), to: now };
    expect(await indexesOf(countOrdersPlacedBetween(t.db, day))).toContain('orders_created_brin');
    expect(await indexesOf(findLateOrders(t.db, now))).toContain('orders_open_eta_idx');
  });

  it("a flight's manifest reads its orders from the flight's index", async () => {
    const plan = await planOf(findOrdersOnFlight(t.db, '00000000-0000-4000-8000-000000000000'));
    expect(nodesOf(plan).map((node) => node['Index Name'])).toContain('orders_flight_idx');
  });
});
