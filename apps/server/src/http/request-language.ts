import { type Language, languageFromAcceptHeader } from '@skyparcel/domain/locale';
import type { FastifyRequest } from 'fastify';

/** The language of every message in the answer: the `Accept-Language` header, English by default. */
export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptHeader(request.headers['accept-language']);
}
