import type { ScheduleTariffRequest, TariffList, TariffVersion } from '@skyparcel/domain/tariff-contracts';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isTierSold, listTierPrices, upsertTierPrices } from './tariff-repository.ts';

/** Each tier sold, its prices in force on the Vietnamese day `today` and the changes scheduled after it. */
export async function tariffOn(db: Database, today: string): Promise<TariffList> {
  const { base, changes } = await listTierPrices(db);
  return {
    today,
    tiers: base.map((tier) => {
      const own = changes
        .filter((change) => change.routeClass === tier.routeClass && change.tier === tier.tier)
        .map((change): TariffVersion & { effectiveOn: string } => ({
          effectiveOn: change.effectiveOn,
          bands: change.bands,
          beyond: change.beyond,
          updated: { at: change.updatedAt.toISOString(), by: change.updatedBy },
        }));
      const seeded: TariffVersion = { effectiveOn: null, bands: tier.bands, beyond: tier.beyond, updated: null };
      return {
        routeClass: tier.routeClass,
        tier: tier.tier,
        // The changes come oldest day first: the last begun is in force.
        inForce: own.filter((change) => change.effectiveOn <= today).at(-1) ?? seeded,
        scheduled: own.filter((change) => change.effectiveOn > today),
      };
    }),
  };
}

/**
 * A tier's prices from a day on, set or replaced by a staff member (in the caller's transaction; the
 * caller checks the day). A tier the tariff does not sell on the route class is refused at its field.
 */
export async function saveTierPrices(
  tx: Tx,
  change: ScheduleTariffRequest & { now: Date; staffId: string },
): Promise<void> {
  if (!(await isTierSold(tx, change.routeClass, change.tier)))
    throw AppError.validation([{ field: 'tier', code: 'validation_invalid' }]);
  await upsertTierPrices(tx, change);
}
