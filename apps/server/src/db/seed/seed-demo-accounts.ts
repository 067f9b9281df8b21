import { hashPassword } from '../../lib/password-hash.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import demo from './data/demo-accounts.json' with { type: 'json' };

/**
 * The demo accounts of the wire conventions (API.md). Existing accounts are left as they are, so
 * a restart never undoes what a user changed (profile, password).
 */
export async function seedDemoAccounts(db: Database): Promise<void> {
  const passwordHash = await hashPassword(demo.password);
  const rows = demo.accounts.map((account): typeof users.$inferInsert => ({
    ...account,
    type: account.type as 'P' | 'B',
    gender: account.gender as '1' | '0',
    passwordHash,
  }));
  for (const row of rows) {
    await db.insert(users).values(row).onConflictDoNothing();
  }
}
