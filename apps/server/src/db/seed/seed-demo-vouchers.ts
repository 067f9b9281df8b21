import { vietnamDay } from '@skyparcel/domain/time-zones';
import type { Database } from '../database.ts';
import { voucherRedemptions, vouchers } from '../schema/vouchers.ts';
import demo from './data/demo-vouchers.json' with { type: 'json' };
import { findUsersByLogin } from './demo-users.ts';

const DAY = 86_400_000;

/** Demo vouchers for every check result, dated from the first seed; existing codes are left alone. */
export async function seedDemoVouchers(db: Database, now = new Date()): Promise<void> {
  const owners = await findUsersByLogin(db, [...new Set(demo.vouchers.flatMap((voucher) => voucher.usedBy))]);
  for (const { startDays, endDays, usedBy, ...voucher } of demo.vouchers) {
    const [created] = await db
      .insert(vouchers)
      .values({
        ...voucher,
        discountType: voucher.discountType as 'percent' | 'absolute',
        startsAt: new Date(now.getTime() + startDays * DAY),
        endsAt: new Date(now.getTime() + endDays * DAY),
      })
      .onConflictDoNothing()
      .returning({ id: vouchers.id });
    if (!created) continue;
    const localDay = vietnamDay(now);
    for (const userId of usedBy.map((login) => owners.get(login)).filter((id) => id !== undefined)) {
      await db.insert(voucherRedemptions).values({ voucherId: created.id, userId, localDay, redeemedAt: now });
    }
  }
}
