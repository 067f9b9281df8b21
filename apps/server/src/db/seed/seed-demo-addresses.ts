import { count, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { addresses } from '../schema/addresses.ts';
import demo from './data/demo-addresses.json' with { type: 'json' };

/** Fills the demo accounts' empty address books; a book the user has touched is left alone. */
export async function seedDemoAddresses(db: Database): Promise<void> {
  const logins = demo.addressBooks.map((book) => book.login);
  const owners = await db
    .select({ id: users.id, phone: users.phone, customerCode: users.customerCode })
    .from(users)
    .where(
      or(
        inArray(users.customerCode, logins),
        inArray(
          users.phone,
          logins.map((l) => l.replace(/^0/, '')),
        ),
      ),
    );
  for (const book of demo.addressBooks) {
    const owner = owners.find((o) => o.customerCode === book.login || o.phone === book.login.replace(/^0/, ''));
    if (!owner) continue;
    const [{ total }] = await db.select({ total: count() }).from(addresses).where(eq(addresses.userId, owner.id));
    if (total > 0) continue;
    await db.insert(addresses).values(
      book.addresses.map((address) => ({
        ...address,
        type: address.type as 'SENDER' | 'RECEIVER',
        userId: owner.id,
      })),
    );
  }
}
