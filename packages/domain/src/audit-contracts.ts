import { z } from 'zod';
import { refuseBackwardsPeriod } from './order-history-contracts.ts';
import { STAFF_ROLES } from './staff-roles.ts';
import { ORDER_CODE_PATTERN } from './tracking-codes.ts';

/*
 * The audit viewer (issue 39, admins only): every change staff made, who made it and when, read
 * newest first and narrowed by order, staff member, action and Vietnamese days.
 */

/** What the operations audit records: one name per kind of change (its rows use these). */
export const AUDIT_ACTIONS = [
  'scan',
  'security_check',
  'assign_flight',
  'no_show',
  'refund_retry',
  'refund_paid_outside',
  'create_voucher',
  'end_voucher',
  'set_exchange_rate',
  'schedule_tariff',
  'create_staff',
  'change_staff_role',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How many changes one page of the viewer shows. */
export const AUDIT_PAGE_SIZE = 50;

const calendarDay = z.iso.date({ error: 'validation_invalid' });

/** `GET /ops/v1/audit`: each filter optional; `before` is the last row's id of the page read before. */
export const auditQuerySchema = z
  .object({
    orderId: z.string().trim().toUpperCase().regex(ORDER_CODE_PATTERN, { error: 'validation_invalid' }).optional(),
    staffId: z.uuid({ error: 'validation_invalid' }).optional(),
    operation: z.enum(AUDIT_ACTIONS, { error: 'validation_invalid' }).optional(),
    fromDate: calendarDay.optional(),
    toDate: calendarDay.optional(),
    before: z.coerce.number({ error: 'validation_invalid' }).int().positive({ error: 'validation_invalid' }).optional(),
  })
  .superRefine(refuseBackwardsPeriod);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A staff member as the viewer names them. */
export const staffMemberSchema = z.object({
  id: z.uuid(),
  /** The sign-in code (OPS0001). */
  code: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** One audited change: the request as it was made, its values only (ids, measures, codes, notes). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.enum(AUDIT_ACTIONS),
  staff: staffMemberSchema.pick({ id: true, code: true, name: true }),
  /** The order changed, or null for a setting. */
  order: z.object({ uuid: z.uuid(), code: z.string() }).nullable(),
  details: z.array(z.object({ field: z.string(), value: z.string() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next page; null when this page is the last. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
