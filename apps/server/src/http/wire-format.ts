import { camelizeKeys, snakeCase, snakeizeKeys, snakeJson } from '@skyparcel/domain/case-keys';
import { validationMessage } from '@skyparcel/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError, type FieldIssue } from './app-error.ts';
import { refuseUnsafeInput } from './input-guard.ts';
import { requestLanguage } from './request-language.ts';

/**
 * Request parts are checked for what would break below validation (input-guard.ts), camelized
 * and parsed with the route's zod schema; answers are snake-cased. Validation failures become
 * VALIDATION_ERROR with one entry per field.
 */
export const wireFormat = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
    const refusal = httpPart === 'headers' ? null : refuseUnsafeInput(data);
    if (refusal) return { error: refusal };
    const input = httpPart === 'headers' ? data : camelizeKeys(data);
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: AppError.fromZod(result.error) };
  });

  app.setSerializerCompiler<z.ZodType>(
    ({ schema }) =>
      (data) =>
        wireTextOf(schema, data),
  );

  app.addHook('preSerialization', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    done(null, hasResponseSchema(request, reply.statusCode) ? payload : snakeizeKeys(payload));
  });
});

/**
 * An answer as the wire carries it, wherever it goes (a drawn page's data, a webhook's order):
 * through its contract's schema first, so a field the contract does not name is not sent and an
 * answer that breaks its contract is our bug (500), then snake-cased.
 */
export function wireFormOf(schema: z.ZodType, answer: unknown): unknown {
  return snakeizeKeys(schema.parse(answer));
}

/** A call's answer as the JSON text the wire carries: `wireFormOf`, written without the copy. */
function wireTextOf(schema: z.ZodType, answer: unknown): string {
  return snakeJson(schema.parse(answer));
}

/** Whether the route declares a schema for this status (then its serializer snake-cases the answer). */
function hasResponseSchema(request: FastifyRequest, statusCode: number): boolean {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!responses) return false;
  return [String(statusCode), `${String(statusCode)[0]}xx`, 'default'].some((key) => key in responses);
}

/** Localises field issues for the envelope: snake_case field names, texts in the request's language. */
export function localiseFields(request: FastifyRequest, fields: FieldIssue[]) {
  const language = requestLanguage(request);
  return fields.map(({ field, code, params }) => ({
    field: field.split('.').map(snakeCase).join('.'),
    code,
    message: validationMessage(language, code, field.split('.').at(-1) ?? field, params),
  }));
}
