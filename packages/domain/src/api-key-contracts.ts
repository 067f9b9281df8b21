import { z } from 'zod';

/*
 * API keys (issue 36): a business account's shop system calls the order API with a key instead of a
 * signed-in session. Keys are made, listed and revoked in the portal, never with a key.
 */

/** What a key may do: read orders, place and cancel them (and so pay from the wallet), manage webhooks. */
export const API_KEY_SCOPES = ['orders:read', 'orders:write', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts so, which tells it from a session's token and lets secret scanners find leaked ones. */
export const API_KEY_PREFIX = 'skp_';
export const API_KEY_LABEL_MAX_LENGTH = 60;

/** `POST /v1/api-keys`. */
export const createApiKeyRequestSchema = z.object({
  /** What the owner calls it ("Shop website"), to tell keys apart. */
  label: z
    .string({ error: 'validation_required' })
    .trim()
    .min(1, { error: 'validation_required' })
    .max(API_KEY_LABEL_MAX_LENGTH, { error: 'validation_max_length' }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'validation_invalid' }), { error: 'validation_api_key_scopes' })
    .min(1, { error: 'validation_api_key_scopes' })
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** A key as its owner sees it afterwards: the start of it, never the rest. */
export const apiKeySchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The key's first characters (`skp_` and its public part), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `POST /v1/api-keys` answers the whole key once; it is stored only as a hash. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** `GET /v1/api-keys`: the account's keys, newest first, revoked ones included. */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** `DELETE /v1/api-keys/{id}`. */
export const apiKeyParamsSchema = z.object({ id: z.uuid({ error: 'validation_invalid' }) });
