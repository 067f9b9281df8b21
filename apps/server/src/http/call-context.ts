import type { Language } from '@skyparcel/domain/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { requestLanguage } from './request-language.ts';

/**
 * What every customer use case receives, one shape everywhere: the database, who asks, the
 * parsed input of the call's contract, the language of the answer and the time of the request.
 */
export type CallContext<I = undefined> = {
  db: Database;
  userId: string;
  input: I;
  language: Language;
  now: Date;
  /**
   * How this deployment takes payments (its configuration, the same for every call): the app's
   * decoration, typed where app.ts declares it, so http/ names no module.
   */
  payments: FastifyInstance['payments'];
};

/** Who asks, where and when: a call's context without its input (what pricing and an order's offer receive). */
export type CallerContext = Omit<CallContext<unknown>, 'input'>;

/** The context of a signed-in request (after the requireUser hook) with its parsed input. */
export function callContext<I>(request: FastifyRequest, input: I): CallContext<I> {
  return {
    db: request.server.db,
    userId: request.user.id,
    input,
    language: requestLanguage(request),
    now: request.server.auth.clock(),
    payments: request.server.payments,
  };
}
