import type { StaffMember } from '@skyparcel/domain/audit-contracts';
import type { CreateStaffRequest, StaffRoleRequest } from '@skyparcel/domain/staff-account-contracts';
import { inTransaction } from '../../db/transaction.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { PasswordHasher } from '../../lib/password-hash.ts';
import { addStaffMember, changeStaffRole, listStaffMembers } from '../account/staff-members.ts';
import { auditOperation } from './operations-audit.ts';

/** `POST /ops/v1/staff` (admins): a colleague's account; audited without its password. Answers the staff list. */
export async function createStaffAccount(
  call: CallContext<CreateStaffRequest>,
  passwords: PasswordHasher,
): Promise<StaffMember[]> {
  const { db, input, userId, now } = call;
  const { password, ...account } = input;
  // Hashed before the transaction: ~100 ms of work that holds no lock.
  const passwordHash = await passwords.hash(password);
  await inTransaction(db, async (tx) => {
    await addStaffMember(tx, { ...account, passwordHash });
    await auditOperation(tx, { staffId: userId, action: 'create_staff', orderId: null, request: account, now });
  });
  return listStaffMembers(db);
}

/** `PUT /ops/v1/staff/{id}/role` (admins): a colleague's new role, effective at their next call; audited. */
export async function setStaffRole(call: CallContext<StaffRoleRequest & { id: string }>): Promise<StaffMember[]> {
  const { db, input, userId, now } = call;
  await inTransaction(db, async (tx) => {
    await changeStaffRole(tx, { actorId: userId, staffId: input.id, role: input.role, now });
    await auditOperation(tx, { staffId: userId, action: 'change_staff_role', orderId: null, request: input, now });
  });
  return listStaffMembers(db);
}
