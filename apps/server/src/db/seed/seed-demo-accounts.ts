import type { StaffRole } from '@skyparcel/domain/operations-contracts';
import { inArray, or } from 'drizzle-orm';
import { hashPassword } from '../../lib/password-hash.ts';
import { moveWallet } from '../../modules/wallet/wallet-ledger.ts';
import type { Database } from '../database.ts';
import { users } from '../schema/accounts.ts';
import demo from './data/demo-accounts.json' with { type: 'json' };

type DemoAccount = (typeof demo.accounts)[number] & {
  phone?: string;
  customerCode?: string;
  welcomeCredit?: number;
  role?: string;
  staffRole?: string;
};

/**
 * The demo accounts of the wire conventions (API.md), and demo staff for the operations API: an
 * admin (OPS0001) and a hub clerk (HUB0001). Existing accounts are left as they are, so
 * a restart never undoes what a user changed (profile, password); the password is hashed (scrypt,
 * ~100 ms and 32 MiB) only when an account is missing.
 */
export async function seedDemoAccounts(db: Database, passwordHashCost?: number): Promise<void> {
  const missing = await missingAccounts(db, demo.accounts);
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(demo.password, passwordHashCost);
  for (const { welcomeCredit, ...account } of missing) {
    const row: typeof users.$inferInsert = {
      ...account,
      type: account.type as 'P' | 'B',
      gender: account.gender as '1' | '0',
      role: (account.role ?? 'CUSTOMER') as 'CUSTOMER' | 'STAFF',
      staffRole: (account.staffRole ?? null) as StaffRole | null,
      passwordHash,
    };
    const [created] = await db.insert(users).values(row).onConflictDoNothing().returning({ id: users.id });
    // A demo wallet with something in it, written through the ledger like every movement.
    if (created && welcomeCredit) {
      await moveWallet(db, { userId: created.id, type: 'CREDIT', amount: welcomeCredit, now: new Date() });
    }
  }
}

/** The accounts whose login (phone with its prefix, or customer code) no user has. */
async function missingAccounts(db: Database, accounts: DemoAccount[]): Promise<DemoAccount[]> {
  const phones = accounts.flatMap((account) => (account.phone ? [account.phone] : []));
  const codes = accounts.flatMap((account) => (account.customerCode ? [account.customerCode] : []));
  const rows = await db
    .select({ prefixPhone: users.prefixPhone, phone: users.phone, customerCode: users.customerCode })
    .from(users)
    .where(or(inArray(users.phone, phones), inArray(users.customerCode, codes)));
  return accounts.filter(
    (account) =>
      !rows.some((row) =>
        account.customerCode
          ? row.customerCode === account.customerCode
          : row.phone === account.phone && row.prefixPhone === account.prefixPhone,
      ),
  );
}
