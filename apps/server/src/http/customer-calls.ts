import { failureSchema, successSchema } from '@skyparcel/domain/api-envelope';
import type { ApiKeyScope } from '@skyparcel/domain/api-key-contracts';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { type CallContext, callContext } from './call-context.ts';
import { ok } from './envelope.ts';
import { SIGNED_IN, signedInOrApiKey } from './route-schemas.ts';

type Part = z.ZodType | undefined;
type Parsed<S extends Part> = S extends z.ZodType ? z.output<S> : object;
/** A call with no path, query or body gets no input. */
type InputOf<Q extends Part, P extends Part, B extends Part> = [Q, P, B] extends [undefined, undefined, undefined]
  ? undefined
  : Parsed<P> & Parsed<Q> & Parsed<B>;

/** A signed-in call's contract: its request parts, its answer (and meta), its status; documented as is. */
export type CallContract<Q extends Part, P extends Part, B extends Part, A extends z.ZodType, M extends Part> = {
  description: string;
  query?: Q;
  params?: P;
  body?: B;
  headers?: z.ZodType;
  /** The `data` of the success envelope. */
  answer: A;
  /** The `meta` of the success envelope; the use case then answers `{ data, meta }`. */
  meta?: M;
  status?: 200 | 201;
  consumes?: string[];
  /** The API-key scope that may make this call besides a signed-in session; none: sessions only. */
  apiKeyScope?: ApiKeyScope;
};

/** What the use case answers: the data, or data and meta when the contract has meta. */
export type CallAnswer<A extends z.ZodType, M extends Part> = M extends z.ZodType
  ? { data: z.input<A>; meta: z.input<M> }
  : z.input<A>;

/** The use case of a call: the parsed path, query and body as one input; the request for the rare extra (headers). */
export type UseCase<Q extends Part, P extends Part, B extends Part, A extends z.ZodType, M extends Part> = (
  call: CallContext<InputOf<Q, P, B>>,
  request: FastifyRequest,
) => Promise<CallAnswer<A, M>>;

/**
 * Registers a module's signed-in calls, each as one contract and one use case: the route is
 * documented and validated from the contract (request parts, success and failure envelopes), needs
 * a signed-in customer, and hands the use case one CallContext. Routes with other needs (sign-in,
 * rate limits, public content) are declared by hand.
 */
export function customerCalls(
  app: FastifyInstance,
  tags: string[],
  options: { staffOnly?: boolean; adminOnly?: boolean; cargoContractOnly?: boolean } = {},
) {
  // Staff calls (the operations API, its settings for admins only) and Cargo Direct's are signed-in
  // calls of some accounts only: the same contract and context behind another guard.
  const guard = options.adminOnly
    ? app.requireAdmin
    : options.staffOnly
      ? app.requireStaff
      : options.cargoContractOnly
        ? app.requireCargoContract
        : app.requireUser;
  const define =
    (method: HTTPMethods) =>
    <
      A extends z.ZodType,
      Q extends Part = undefined,
      P extends Part = undefined,
      B extends Part = undefined,
      M extends Part = undefined,
    >(
      url: string,
      contract: CallContract<Q, P, B, A, M>,
      run: UseCase<Q, P, B, A, M>,
    ) => {
      const status = contract.status ?? 200;
      const success = contract.meta ? successSchema(contract.answer, contract.meta) : successSchema(contract.answer);
      app.route({
        method,
        url,
        schema: {
          tags,
          security: contract.apiKeyScope ? signedInOrApiKey(contract.apiKeyScope) : SIGNED_IN,
          description: contract.description,
          ...definedParts({
            querystring: contract.query,
            params: contract.params,
            body: contract.body,
            headers: contract.headers,
            consumes: contract.consumes,
          }),
          response: { [status]: success, default: failureSchema },
        },
        config: { apiKeyScope: contract.apiKeyScope },
        // Before the body is read and validated: an anonymous caller learns nothing about the input rules.
        onRequest: guard,
        handler: async (request, reply) => {
          const hasInput = contract.query || contract.params || contract.body;
          const parts = { ...(request.params as object), ...(request.query as object), ...(request.body as object) };
          const input = (hasInput ? parts : undefined) as InputOf<Q, P, B>;
          const answer = await run(callContext(request, input), request);
          reply.status(status);
          if (!contract.meta) return ok(answer);
          const { data, meta } = answer as { data: unknown; meta: Record<string, unknown> };
          return ok(data, meta);
        },
      });
    };
  return {
    get: define('GET'),
    post: define('POST'),
    put: define('PUT'),
    patch: define('PATCH'),
    delete: define('DELETE'),
  };
}

/** Fastify warns (FSTWRN001, once per route at start) about request parts present but undefined. */
function definedParts<T extends Record<string, unknown>>(parts: T): Partial<T> {
  return Object.fromEntries(Object.entries(parts).filter(([, part]) => part !== undefined)) as Partial<T>;
}
