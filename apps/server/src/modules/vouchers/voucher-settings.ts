import type { Language } from '@skyparcel/domain/locale';
import { type CreateVoucherRequest, type OpsVoucher, voucherState } from '@skyparcel/domain/settings-contracts';
import type { Database } from '../../db/database.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { endVoucherNow, insertVoucher, listVouchersWithUse, lockVoucherByCode } from './voucher-repository.ts';

/*
 * Vouchers as the settings page changes them (issue 39): listed with their use, created, ended
 * early. The changes run in the caller's transaction, which audits them.
 */

type StaffChange = { now: Date; staffId: string };

/** Every voucher with its limits, use so far and state now, the newest window first. */
export async function listVoucherSettings(db: Database, language: Language, now: Date): Promise<OpsVoucher[]> {
  const rows = await listVouchersWithUse(db);
  return rows.map(({ voucher, used, endedBy, createdBy }) => ({
    code: voucher.code,
    title: voucher.title[language] ?? voucher.title.en ?? voucher.code,
    discountType: voucher.discountType,
    discountAmount: voucher.discountAmount,
    maxDiscount: voucher.maxDiscount,
    startsAt: voucher.startsAt.toISOString(),
    endsAt: voucher.endsAt.toISOString(),
    usageLimit: voucher.usageLimit,
    dailyLimit: voucher.dailyLimit,
    perCustomerLimit: voucher.perCustomerLimit,
    used,
    state: voucherState(voucher, now),
    endedEarly: voucher.endedEarlyAt ? { at: voucher.endedEarlyAt.toISOString(), by: endedBy } : null,
    created: voucher.createdBy ? { at: voucher.createdAt.toISOString(), by: createdBy } : null,
  }));
}

/**
 * Ends a running voucher now, under its lock (a redemption in flight either finished before or
 * finds it outdated). One that has not started is refused (there is nothing to end: its dates are
 * the thing to change), and so is one already over.
 */
export async function endVoucherEarly(tx: Tx, code: string, change: StaffChange): Promise<void> {
  const voucher = await lockVoucherByCode(tx, code);
  if (!voucher) throw new AppError('NOT_FOUND');
  const state = voucherState(voucher, change.now);
  if (state === 'SCHEDULED') throw new AppError('VOUCHER_SCHEDULED');
  if (state === 'ENDED') throw new AppError('VOUCHER_ALREADY_ENDED');
  await endVoucherNow(tx, voucher.id, change);
}

/** A new voucher; a code already used is VOUCHER_CODE_TAKEN. */
export async function createVoucher(tx: Tx, request: CreateVoucherRequest, change: StaffChange): Promise<void> {
  const created = await insertVoucher(tx, {
    ...request,
    startsAt: new Date(request.startsAt),
    endsAt: new Date(request.endsAt),
    createdAt: change.now,
    createdBy: change.staffId,
  });
  if (!created) throw new AppError('VOUCHER_CODE_TAKEN');
}
