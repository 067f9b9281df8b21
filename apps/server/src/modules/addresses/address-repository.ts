import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { forgetReference } from '../../db/reference-cache.ts';
import { addresses } from '../../db/schema/addresses.ts';
import type { Tx } from '../../db/transaction.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type AddressSort = {
  field: 'default_sender' | 'default_receiver' | 'created_at' | 'person_name';
  isDescending: boolean;
};

const SORT_COLUMNS: Record<AddressSort['field'], SQL | typeof addresses.createdAt | typeof addresses.personName> = {
  default_sender: sql`(${addresses.type} = 'SENDER' and ${addresses.isDefault})`,
  default_receiver: sql`(${addresses.type} = 'RECEIVER' and ${addresses.isDefault})`,
  created_at: addresses.createdAt,
  person_name: addresses.personName,
};

/**
 * Serialises changes to one customer's defaults: two requests making different addresses
 * the default sender at once end with exactly one default, never a constraint error. A lock for the
 * transaction's length, so it takes a Tx: outside one it would be let go at once.
 */
export async function lockCustomerAddressBook(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
}

/**
 * What the price call cached of the customer's addresses (getAddresses) is dropped in this process
 * at once; the other processes drop theirs on the commit's notice (migration 0036).
 */
const forgetAddressBook = (userId: string) => forgetReference(`addresses:${userId}`);

export async function clearDefault(db: Database, userId: string, type: AddressRow['type']): Promise<void> {
  forgetAddressBook(userId);
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true)));
}

export async function insertAddress(db: Database, userId: string, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return row;
}

export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  if (!isUuid(id)) return undefined;
  forgetAddressBook(userId);
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** The customer's default address of a kind (addresses_one_default_sender keeps it to one). */
export async function findDefaultAddress(
  db: Database,
  userId: string,
  type: 'SENDER' | 'RECEIVER',
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true)));
  return row;
}

/** Ids arrive from URLs; one that is not a uuid cannot name a row (and must not reach the uuid column). */
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Only the owner's rows: another customer's id finds nothing. */
export async function findAddress(db: Database, userId: string, id: string): Promise<AddressRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/**
 * The owner's rows among these ids (ids that are not uuids, or another customer's, find nothing).
 * Prepared: every price and order reads both of its addresses with it (the price call through
 * the cache of `getAddresses`).
 */
export function findAddresses(db: Database, userId: string, ids: string[]): Promise<AddressRow[]> {
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return Promise.resolve([]);
  const query = preparedQuery(db, 'addresses_by_ids', (on) =>
    on
      .select()
      .from(addresses)
      .where(
        and(
          eq(addresses.userId, sql.placeholder('userId')),
          sql`${addresses.id} = any(${sql.placeholder('ids')}::uuid[])`,
        ),
      )
      .prepare('addresses_by_ids'),
  );
  return query.execute({ userId, ids: uuids });
}

export async function deleteAddress(db: Database, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  forgetAddressBook(userId);
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export async function searchAddresses(
  db: Database,
  userId: string,
  query: { searchText: string; sort: AddressSort[]; limit: number; offset: number },
): Promise<{ rows: AddressRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    findAddressesPage(db, userId, query),
    db.select({ total: count() }).from(addresses).where(addressFilter(userId, query.searchText)),
  ]);
  return { rows, total };
}

/** A page of the address book; the default sort reads addresses_user_default_order_idx without a sort. */
export function findAddressesPage(
  db: Database,
  userId: string,
  query: { searchText: string; sort: AddressSort[]; limit: number; offset: number },
) {
  const order = query.sort.map(({ field, isDescending }) =>
    isDescending ? desc(SORT_COLUMNS[field]) : asc(SORT_COLUMNS[field]),
  );
  return db
    .select()
    .from(addresses)
    .where(addressFilter(userId, query.searchText))
    .orderBy(...order, desc(addresses.id))
    .limit(query.limit)
    .offset(query.offset);
}

const addressFilter = (userId: string, searchText: string) => and(eq(addresses.userId, userId), matchText(searchText));

/** Name, phone or street containing the text; the customer's own rows are few, so no text index. */
function matchText(searchText: string): SQL | undefined {
  if (!searchText) return undefined;
  const pattern = containsPattern(searchText);
  return or(ilike(addresses.personName, pattern), ilike(addresses.phone, pattern), ilike(addresses.address, pattern));
}
