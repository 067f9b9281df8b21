import type { Readable } from 'node:stream';
import type { ApiKeyScope } from '@skyparcel/domain/api-key-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SIGNED_IN, signedInOrApiKey } from './route-schemas.ts';

/** A file a call answers: its bytes (or a stream of them), its type, and the name it is saved under. */
export type FileAnswer = { body: Buffer | Readable; contentType: string; fileName: string };

/**
 * A signed-in call that answers a file (a waybill, a sheet) rather than the JSON envelope; its
 * failures are still the envelope. The file is private to the customer: never kept by a cache.
 * A GET by default; a POST where what the file is made of is too long for a URL (many orders).
 * A staff file (a flight's manifest) is the operations API's: staff only, no API key.
 */
export function signedInFileCall(
  app: FastifyInstance,
  url: string,
  contract: {
    description: string;
    apiKeyScope?: ApiKeyScope;
    staffOnly?: boolean;
    method?: 'GET' | 'POST';
    params?: z.ZodType;
    querystring?: z.ZodType;
    body?: z.ZodType;
  },
  answer: (request: FastifyRequest) => Promise<FileAnswer>,
) {
  app.route({
    method: contract.method ?? 'GET',
    url,
    onRequest: contract.staffOnly ? app.requireStaff : app.requireUser,
    config: { apiKeyScope: contract.apiKeyScope },
    schema: {
      tags: [contract.staffOnly ? 'operations' : 'orders'],
      security: contract.apiKeyScope ? signedInOrApiKey(contract.apiKeyScope) : SIGNED_IN,
      description: contract.description,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.body ? { body: contract.body } : {}),
    },
    handler: async (request, reply) => {
      const file = await answer(request);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
}
