import { firstTariffDay, type ScheduleTariffRequest, type TariffList } from '@skyparcel/domain/tariff-contracts';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { saveTierPrices, tariffOn } from '../pricing/tariff-schedule.ts';
import { auditOperation } from './operations-audit.ts';

/** `GET /ops/v1/tariffs` (staff): each tier sold, its prices in force today and the changes scheduled after. */
export function listTariffs(call: CallContext<unknown>): Promise<TariffList> {
  return tariffOn(call.db, vietnamDay(call.now));
}

/**
 * `PUT /ops/v1/tariffs` (admins): a tier's prices from a later Vietnamese day, replacing that day's
 * change if one was scheduled; audited. Today's prices and every order placed so far keep theirs.
 */
export async function scheduleTariff(call: CallContext<ScheduleTariffRequest>): Promise<TariffList> {
  const { db, input, userId, now } = call;
  if (input.effectiveOn < firstTariffDay(vietnamDay(now)))
    throw AppError.validation([{ field: 'effectiveOn', code: 'validation_tariff_day_future' }]);
  await inTransaction(db, async (tx) => {
    await saveTierPrices(tx, { ...input, now, staffId: userId });
    await auditOperation(tx, { staffId: userId, action: 'schedule_tariff', orderId: null, request: input, now });
  });
  return listTariffs(call);
}
