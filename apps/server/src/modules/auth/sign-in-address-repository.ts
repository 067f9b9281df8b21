import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signInAddresses } from '../../db/schema/accounts.ts';

/** Whether the account signed in from this address since the given time. */
export async function isKnownSignInAddress(db: Database, account: string, address: string, since: Date) {
  const [row] = await db
    .select({ account: signInAddresses.account })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.account, account),
        eq(signInAddresses.address, address),
        gt(signInAddresses.lastSignedInAt, since),
      ),
    );
  return row !== undefined;
}

export async function rememberSignInAddress(db: Database, account: string, address: string, at: Date) {
  await db
    .insert(signInAddresses)
    .values({ account, address, lastSignedInAt: at })
    .onConflictDoUpdate({
      target: [signInAddresses.account, signInAddresses.address],
      set: { lastSignedInAt: at },
    });
}
