import { z } from 'zod';
import { personNameSchema } from './account-contracts.ts';
import { newPassword } from './auth-contracts.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/*
 * Staff accounts (issue 39): an admin adds a colleague with a sign-in code, a name, a role and a first
 * password, and changes a colleague's role. An admin's own role is changed by another admin, so there
 * is always one left. Each change is audited (the password never).
 */

/** A staff sign-in code: letters then digits, as OPS0001 and HUB0001. */
export const STAFF_CODE_PATTERN = /^[A-Z]{2,6}[0-9]{2,6}$/;

const role = z.enum(STAFF_ROLES, { error: 'validation_required' });

/** `POST /ops/v1/staff` (admins): a new staff account. */
export const createStaffRequestSchema = z.object({
  signInCode: z
    .string({ error: 'validation_required' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'validation_required' })
    .regex(STAFF_CODE_PATTERN, { error: 'validation_staff_code' }),
  name: personNameSchema,
  role,
  password: newPassword,
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

/** `PUT /ops/v1/staff/{id}/role` (admins): a colleague's new role. */
export const staffRoleRequestSchema = z.object({ role });
export type StaffRoleRequest = z.infer<typeof staffRoleRequestSchema>;

export const staffIdParamsSchema = z.object({ id: z.uuid({ error: 'validation_invalid' }) });
