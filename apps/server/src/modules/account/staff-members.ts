import type { StaffMember } from '@skyparcel/domain/audit-contracts';
import type { Database } from '../../db/database.ts';
import { findStaffAccounts } from './account-repository.ts';

/** The staff accounts, named as the audit viewer and its filter show them. */
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
