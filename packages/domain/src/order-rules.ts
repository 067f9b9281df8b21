/*
 * Order limits the screens need without the order contracts' schemas (order-contracts.ts uses
 * and re-exports them), so the order screen has them without downloading zod.
 */

/** Spec 1 section 9: the order note holds at most 200 characters. */
export const NOTE_MAX_LENGTH = 200;
