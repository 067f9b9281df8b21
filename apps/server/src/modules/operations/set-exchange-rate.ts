import type { ExchangeRate, ExchangeRateList, SetExchangeRateRequest } from '@skyparcel/domain/exchange-rate-contracts';
import { inTransaction } from '../../db/transaction.ts';
import type { CallContext } from '../../http/call-context.ts';
import { allRates, saveRate } from '../exchange-rates/exchange-rates.ts';
import { auditOperation } from './operations-audit.ts';

/** `GET /ops/v1/exchange-rates` (staff). */
export async function listExchangeRates(call: CallContext<unknown>): Promise<ExchangeRateList> {
  return { rates: await allRates(call.db) };
}

/** `PUT /ops/v1/exchange-rates` (staff): a currency's rate from a day on; audited. Orders keep the rate they were booked at. */
export async function setExchangeRate(call: CallContext<SetExchangeRateRequest>): Promise<ExchangeRate> {
  const { db, input, userId, now } = call;
  await inTransaction(db, async (tx) => {
    await saveRate(tx, { ...input, now, staffId: userId });
    await auditOperation(tx, { staffId: userId, action: 'set_exchange_rate', orderId: null, request: input, now });
  });
  return input;
}
