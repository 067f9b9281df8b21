import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * A route's path parameters checked against its schema, for the routes outside the REST plugin
 * (streams, files), which have no zod compiler: a bad one is the same VALIDATION_ERROR.
 */
export function parsedParams<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const params = schema.safeParse(request.params);
  if (!params.success) throw AppError.fromZod(params.error);
  return params.data;
}
