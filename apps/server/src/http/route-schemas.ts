import { failureSchema } from '@skyparcel/domain/api-envelope';
import type { ApiKeyScope } from '@skyparcel/domain/api-key-contracts';
import type { z } from 'zod';

/** OpenAPI security of the calls that need a signed-in customer (the requireUser hook). */
export const SIGNED_IN = [{ bearer: [] }];

/** A call a signed-in customer makes, or a business account's system with an API key holding `scope`. */
export const signedInOrApiKey = (scope: ApiKeyScope): Record<string, string[]>[] => [
  { bearer: [] },
  { apiKey: [scope] },
];

/**
 * A call's response schemas: its success answer, and the failure envelope for every other
 * status. Both also shape what is sent (http/wire-format.ts): nothing the contract does not name.
 */
export function answers<S extends z.ZodType>(success: S) {
  return { 200: success, default: failureSchema };
}

/** As `answers`, for calls that create something (201). */
export function creates<S extends z.ZodType>(success: S) {
  return { 201: success, default: failureSchema };
}
