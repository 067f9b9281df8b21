import type { StaffRole } from '@skyparcel/domain/staff-roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { readReference } from '../../db/reference-cache.ts';
import { accountDisplayName, users } from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfileChanges = Partial<
  Pick<
    NewUser,
    | 'name'
    | 'email'
    | 'idenNumber'
    | 'gender'
    | 'birth'
    | 'country'
    | 'province'
    | 'district'
    | 'village'
    | 'address'
    | 'companyName'
    | 'taxNumber'
    | 'companyPhone'
    | 'companyRepresentative'
  >
>;

/** Prepared: the price call and every order read the wallet through it. */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const query = preparedQuery(db, 'user_by_id', (on) =>
    on
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_by_id'),
  );
  const [row] = await query.execute({ id });
  return row;
}

/** Accounts that sign in with this national phone number (one per country prefix at most). */
export async function findUsersByPhone(db: Database, phone: string, prefixPhone?: string): Promise<UserRow[]> {
  const rows = await db.select().from(users).where(eq(users.phone, phone));
  return prefixPhone ? rows.filter((row) => row.prefixPhone === prefixPhone) : rows;
}

export async function findUserByCustomerCode(db: Database, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.customerCode, code));
  return row;
}

/** Inserts the account, or answers undefined when the phone or customer code is taken. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Database, id: string, changes: ProfileChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function updatePasswordHash(db: Database, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/**
 * The top-up wallet's balance alone: the price call and order creation read nothing else of the
 * account. Cached per account until its row changes (migration 0036; `moveWallet` forgets it in
 * this process at once). A price shows the balance and binds nothing: paying from the wallet
 * reads and locks it in the order's transaction, where there is no cache.
 */
export function findWalletBalance(db: Database, id: string): Promise<number | undefined> {
  return readReference(db, `wallet:${id}`, [`users:${id}`], async () => {
    const query = preparedQuery(db, 'wallet_balance_by_user', (on) =>
      on
        .select({ pointTopup: users.pointTopup })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('wallet_balance_by_user'),
    );
    const [row] = await query.execute({ id });
    return row?.pointTopup;
  });
}

/** Every staff account in sign-in code order, from the partial index on staff. */
export function findStaffAccounts(db: Database) {
  return db
    .select({
      id: users.id,
      code: users.customerCode,
      name: accountDisplayName(),
      role: users.staffRole,
    })
    .from(users)
    .where(eq(users.role, 'STAFF'))
    .orderBy(asc(users.customerCode));
}

/** A new staff account signing in with its code; null when any account already has that code. */
export async function insertStaffAccount(
  db: Database,
  account: { code: string; name: string; role: StaffRole; passwordHash: string },
): Promise<string | null> {
  const [row] = await db
    .insert(users)
    .values({
      type: 'B',
      role: 'STAFF',
      staffRole: account.role,
      customerCode: account.code,
      name: account.name,
      passwordHash: account.passwordHash,
    })
    .onConflictDoNothing({ target: users.customerCode })
    .returning({ id: users.id });
  return row?.id ?? null;
}

/** A staff account's new role; false when the id is no staff account's. */
export async function updateStaffRole(db: Database, id: string, role: StaffRole, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ staffRole: role, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.role, 'STAFF')))
    .returning({ id: users.id });
  return rows.length > 0;
}
