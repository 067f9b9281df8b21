import type { StaffMember } from '@skyparcel/domain/audit-contracts';
import type { CreateStaffRequest } from '@skyparcel/domain/staff-account-contracts';
import type { StaffRole } from '@skyparcel/domain/staff-roles';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findStaffAccounts, insertStaffAccount, updateStaffRole } from './account-repository.ts';

/** The staff accounts, named as the audit viewer, its filter and the staff page show them. */
export async function listStaffMembers(db: Database): Promise<StaffMember[]> {
  const rows = await findStaffAccounts(db);
  // A staff row always has its role (a check on users); its code and name fall back to what there is.
  return rows.map((row) => ({
    id: row.id,
    code: row.code ?? '',
    name: row.name ?? row.code ?? '',
    role: row.role ?? 'hub',
  }));
}

/** A new staff account (its password already hashed); a code any account signs in with is 409 STAFF_CODE_TAKEN. */
export async function addStaffMember(
  db: Database,
  account: Omit<CreateStaffRequest, 'password'> & { passwordHash: string },
): Promise<string> {
  const id = await insertStaffAccount(db, { ...account, code: account.signInCode });
  if (!id) throw new AppError('STAFF_CODE_TAKEN');
  return id;
}

/**
 * A colleague's new role. One's own is another admin's to change (409 STAFF_OWN_ROLE), so the last
 * admin can never leave the carrier without one; an id that is no staff account's is 404.
 */
export async function changeStaffRole(
  db: Database,
  change: { actorId: string; staffId: string; role: StaffRole; now: Date },
): Promise<void> {
  if (change.actorId === change.staffId) throw new AppError('STAFF_OWN_ROLE');
  if (!(await updateStaffRole(db, change.staffId, change.role, change.now))) throw new AppError('STAFF_NOT_FOUND');
}
