import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { snakeCase } from '@skyparcel/domain/case-keys';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI at /api/docs (JSON at /api/docs/json), documenting the snake_case wire. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'SkyParcel API',
        version: '1.0.0',
        description:
          'Customer portal API. Success: {status: true, data, meta}. Failure: {status: false, code, message, data}; ' +
          'message follows Accept-Language (vi, en, ko).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'skp_…',
            description:
              'A business account’s API key (made in the portal, `skp_…`) as `Authorization: Bearer <key>`, on the ' +
              'calls that list its scope; each key has a per-minute limit, told in the RateLimit headers.',
          },
        },
      },
    },
    transform: (input) => {
      // Mercurius declares plain JSON schemas; only zod schemas need converting.
      if (input.url.startsWith('/api/graphql')) return { schema: input.schema, url: input.url };
      const output = jsonSchemaTransform(input);
      // Header names are the wire's own (Idempotency-Key), not snake_case fields.
      const { headers, ...parts } = output.schema as Record<string, unknown>;
      const schema = { ...(snakeCaseSchema(parts) as object), ...(headers ? { headers } : {}) };
      return { ...output, schema: schema as typeof output.schema };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});

/** The contracts are camelCase in code; the documented wire is snake_case like the real one. */
function snakeCaseSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(snakeCaseSchema);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === 'properties' && value && typeof value === 'object') {
        return [key, Object.fromEntries(Object.entries(value).map(([k, v]) => [snakeCase(k), snakeCaseSchema(v)]))];
      }
      if (key === 'required' && Array.isArray(value)) return [key, value.map((k) => snakeCase(String(k)))];
      return [key, snakeCaseSchema(value)];
    }),
  );
}
