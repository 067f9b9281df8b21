/*
 * The address list's paging and sort, zod-free: address-contracts.ts builds its query schemas on
 * them and re-exports them, and the screens import them from here without downloading zod.
 */

/** Sort keys of the address list (spec 2 section 7), default first. */
export const ADDRESS_SORT_FIELDS = ['default_sender', 'default_receiver', 'created_at', 'person_name'] as const;
export const DEFAULT_ADDRESS_SORT = 'default_sender desc, default_receiver desc, created_at desc';
export const ADDRESS_PAGE_SIZE = 20;
/** The c2c address picker loads everything at once (spec 1 section 9). */
export const ADDRESS_PAGE_SIZE_MAX = 5000;
