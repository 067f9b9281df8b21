import { count, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { addresses } from '../schema/addresses.ts';
import demo from './data/demo-addresses.json' with { type: 'json' };
import { findUsersByLogin } from './demo-users.ts';

/** Fills the demo accounts' empty address books; a book the user has touched is left alone. */
export async function seedDemoAddresses(db: Database): Promise<void> {
  const owners = await findUsersByLogin(
    db,
    demo.addressBooks.map((book) => book.login),
  );
  for (const book of demo.addressBooks) {
    const userId = owners.get(book.login);
    if (!userId) continue;
    const [{ total }] = await db.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
    if (total > 0) continue;
    await db
      .insert(addresses)
      .values(book.addresses.map((address) => ({ ...address, type: address.type as 'SENDER' | 'RECEIVER', userId })));
  }
}
