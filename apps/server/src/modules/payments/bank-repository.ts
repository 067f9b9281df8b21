import type { Bank } from '@skyparcel/domain/payment-contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { banks } from '../../db/schema/payments.ts';

/** Every bank of the list, by short name; from the process cache (dropped when the list is reloaded). */
export function listBanks(db: Database): Promise<readonly Bank[]> {
  return readReference(db, 'banks', ['banks'], () =>
    db
      .select({ code: banks.code, bin: banks.bin, shortName: banks.shortName, name: banks.name })
      .from(banks)
      .orderBy(asc(banks.shortName)),
  );
}

export async function isKnownBank(db: Database, code: string): Promise<boolean> {
  return (await listBanks(db)).some((bank) => bank.code === code);
}
