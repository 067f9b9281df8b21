import type { ErrorCode } from '@skyparcel/domain/error-codes';
import { errorMessage } from '@skyparcel/domain/messages';
import { waitOf } from '@skyparcel/domain/time-format';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { trackAllowedMethods } from './allowed-methods.ts';
import { AppError } from './app-error.ts';
import { isPageRequest, type SpaPageSender } from './page-requests.ts';
import { answerAfterRefusedBody } from './refused-body.ts';
import { requestLanguage } from './request-language.ts';
import { localiseFields } from './wire-format.ts';

/** Fastify's own 4xx errors mapped to our stable codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

/**
 * Errors the router raises before any route or hook (a malformed or over-long path): Fastify's
 * `frameworkErrors` option, so they too answer in the envelope, without echoing the path.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendAppError(request, reply, fromFastifyError(error));
}

export function registerErrorHandlers(app: FastifyInstance, options: { sendSpaPage: SpaPageSender | null }): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendAppError(request, reply, databaseUnavailable());
    }
    const appError = error instanceof AppError ? error : fromFastifyError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await answerAfterRefusedBody(request, reply);
    return sendAppError(request, reply, appError);
  });

  const allowedMethods = trackAllowedMethods(app);
  app.setNotFoundHandler((request, reply) => {
    if (options.sendSpaPage && isPageRequest(request)) return options.sendSpaPage(request, reply);
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0) {
      return sendAppError(
        request,
        reply,
        new AppError('METHOD_NOT_ALLOWED', { headers: { allow: allowed.join(', ') } }),
      );
    }
    return sendAppError(request, reply, new AppError('NOT_FOUND'));
  });
}

export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  request.server.metrics?.errors.inc({ code: error.code, status_code: String(error.statusCode) });
  const language = requestLanguage(request);
  const fields = error.options.fields;
  for (const [name, value] of Object.entries(error.options.headers ?? {})) reply.header(name, value);
  return reply
    .status(error.statusCode)
    .type('application/json; charset=utf-8')
    .send({
      status: false,
      code: error.code,
      message: errorMessage(language, error.code, error.options.params),
      data: fields ? { fields: localiseFields(request, fields) } : (error.options.data ?? null),
    });
}

/** What a request answers while the database is away: try again shortly. */
export function databaseUnavailable(data: Record<string, unknown> | null = null): AppError {
  return new AppError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) }, data });
}
const RETRY_AFTER_SECONDS = 5;

function fromFastifyError(error: FastifyError): AppError {
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return new AppError('TOO_MANY_REQUESTS', { params: { wait: waitOf(retryAfterSeconds(error)) } });
  }
  if (status >= 500) return new AppError('INTERNAL_ERROR', { status: 500 });
  return new AppError(FASTIFY_CODES[error.code] ?? 'BAD_REQUEST', { status });
}

/** @fastify/rate-limit puts the wait into its error message ("retry in 1 minute"); its header holds seconds. */
function retryAfterSeconds(error: FastifyError & { ttl?: number }): number {
  return Math.max(1, Math.ceil((error.ttl ?? 60_000) / 1000));
}
