import {
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from '@skyparcel/domain/api-key-contracts';
import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../http/customer-calls.ts';
import { createApiKey, listApiKeys, revokeKey } from './api-keys.ts';

/** The portal's API-key calls: a signed-in session only (they name no scope, so no key manages keys). */
export async function apiKeyRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['api keys']);

  calls.get(
    '/v1/api-keys',
    {
      description:
        "The business account's API keys, newest first, revoked ones included: each key's label, its first " +
        'characters, scopes and last use, never the key. A personal account is 403 API_KEYS_BUSINESS_ONLY.',
      answer: apiKeyListSchema,
    },
    listApiKeys,
  );

  calls.post(
    '/v1/api-keys',
    {
      description:
        'A new API key with a label and scopes (orders:read, orders:write, webhooks:manage). The answer holds the ' +
        'whole key (`secret`) this once; it is kept only as a hash. A personal account is 403 API_KEYS_BUSINESS_ONLY.',
      body: createApiKeyRequestSchema,
      answer: createdApiKeySchema,
      status: 201,
    },
    createApiKey,
  );

  calls.delete(
    '/v1/api-keys/:id',
    {
      description:
        'Revokes one of the account’s keys at once, in every server process; revoking it again answers it as it ' +
        'is. Another account’s key, like an unknown one, is 404 API_KEY_NOT_FOUND.',
      params: apiKeyParamsSchema,
      answer: apiKeySchema,
    },
    revokeKey,
  );
}
