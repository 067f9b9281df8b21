import { inArray, or } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema/accounts.ts';

/** The demo data names accounts by login (phone with its 0, or customer code): their ids by login. */
export async function findUsersByLogin(db: Database, logins: string[]): Promise<Map<string, string>> {
  const phoneOf = (login: string) => login.replace(/^0/, '');
  const rows = await db
    .select({ id: users.id, phone: users.phone, customerCode: users.customerCode })
    .from(users)
    .where(or(inArray(users.customerCode, logins), inArray(users.phone, logins.map(phoneOf))));
  const ids = new Map<string, string>();
  for (const login of logins) {
    const row = rows.find((r) => r.customerCode === login || r.phone === phoneOf(login));
    if (row) ids.set(login, row.id);
  }
  return ids;
}
