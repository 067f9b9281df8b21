import { staffMemberSchema } from '@skyparcel/domain/audit-contracts';
import {
  createStaffRequestSchema,
  staffIdParamsSchema,
  staffRoleRequestSchema,
} from '@skyparcel/domain/staff-account-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCalls } from '../../http/customer-calls.ts';
import { listStaffMembers } from '../account/staff-members.ts';
import { createStaffAccount, setStaffRole } from './staff-accounts.ts';

/**
 * Staff accounts (issue 39): admins only (a hub clerk is 403 ADMIN_ONLY, a customer 403 STAFF_ONLY).
 * The list also names the audit viewer's staff filter.
 */
export async function staffRoutes(app: FastifyInstance) {
  const adminCalls = customerCalls(app, ['operations'], { adminOnly: true });
  const staffList = z.array(staffMemberSchema);

  adminCalls.get(
    '/ops/v1/staff',
    {
      description: 'Admins only. Every staff account in sign-in code order: its code, name and role (hub or admin).',
      answer: staffList,
    },
    (call) => listStaffMembers(call.db),
  );

  adminCalls.post(
    '/ops/v1/staff',
    {
      description:
        'Admins only. Adds a staff account that signs in with its code (letters then digits, as HUB0002) and the ' +
        'first password given, with the role hub or admin. A code any account already signs in with is 409 ' +
        'STAFF_CODE_TAKEN. Audited without the password. Answers the staff list.',
      body: createStaffRequestSchema,
      answer: staffList,
      status: 201,
    },
    (call) => createStaffAccount(call, app.auth.passwords),
  );

  adminCalls.put(
    '/ops/v1/staff/:id/role',
    {
      description:
        'Admins only. Changes a colleague’s role (hub or admin), in force from their next call. One’s own role is ' +
        '409 STAFF_OWN_ROLE (another admin changes it, so one admin always remains); an id that is no staff ' +
        'account is 404 STAFF_NOT_FOUND. Audited. Answers the staff list.',
      params: staffIdParamsSchema,
      body: staffRoleRequestSchema,
      answer: staffList,
    },
    setStaffRole,
  );
}
