/**
 * What a staff member may do (issue 39): a hub clerk scans, weighs, records a no-show and moves
 * parcels between flights; an admin also changes settings and resolves refunds.
 */
export const STAFF_ROLES = ['hub', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
