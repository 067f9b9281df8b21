import { validationMessage } from '@skyparcel/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError, type FieldIssue } from './app-error.ts';
import { camelizeKeys, snakeCase, snakeizeKeys } from './case-keys.ts';
import { requestLanguage } from './request-language.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers are sent as they are, without snake_case keys (GraphQL, health). */
    isRawWire?: boolean;
  }
}

/**
 * Request parts are camelized and parsed with the route's zod schema; answers are
 * snake-cased. Validation failures become VALIDATION_ERROR with one entry per field.
 */
export const wireFormat = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    const input = httpPart === 'headers' ? data : camelizeKeys(data);
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: AppError.fromZod(result.error) };
  });

  // Response schemas document the API; the answer itself is plain JSON.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload) => {
    if (request.routeOptions.config?.isRawWire) return payload;
    return snakeizeKeys(payload);
  });
});

/** Localises field issues for the envelope: snake_case field names, texts in the request's language. */
export function localiseFields(request: FastifyRequest, fields: FieldIssue[]) {
  const language = requestLanguage(request);
  return fields.map(({ field, code }) => ({
    field: field.split('.').map(snakeCase).join('.'),
    code,
    message: validationMessage(language, code, field.split('.').at(-1) ?? field),
  }));
}
