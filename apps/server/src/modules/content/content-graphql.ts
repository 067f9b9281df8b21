import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';

/*
 * `/api/graphql`, the site content service (content-graphql-engine.ts). Its engine is loaded on the
 * first query, not at start-up: GraphQL, mercurius and their JIT cost about 0.2 s of every start of
 * the server. The route itself is the app's, so the body limit, the calls per address, the security
 * headers and the OpenAPI entry are the same as before; each request is handed to the engine as it came.
 */
const PATH = '/api/graphql';
/** Bounded before a document costs anything (the engine bounds its nesting and fields). */
const LIMITS = { bodyBytes: 32 * 1024, perMinute: 120 };

export async function contentGraphql(app: FastifyInstance) {
  let engine: Promise<FastifyInstance> | undefined;
  const engineOnce = () => {
    engine ??= import('./content-graphql-engine.ts')
      .then(({ buildContentGraphqlEngine }) => buildContentGraphqlEngine({ path: PATH, db: app.db, log: app.log }))
      .catch((error: unknown) => {
        engine = undefined; // the next query tries again
        throw error;
      });
    return engine;
  };
  app.addHook('onClose', async () => {
    const started = await engine?.catch(() => undefined);
    await started?.close();
  });
  forwardBodiesAsText(app);
  const route = {
    url: PATH,
    bodyLimit: LIMITS.bodyBytes,
    config: { rateLimit: { max: LIMITS.perMinute, timeWindow: 60_000 } },
    // The schemas document the call; the engine checks what it is sent, so none is compiled here.
    validatorCompiler: () => () => true,
    serializerCompiler: () => JSON.stringify,
    handler: async (request: FastifyRequest, reply: FastifyReply) => answerFrom(await engineOnce(), request, reply),
  };
  const about = {
    summary: 'Site content (GraphQL)',
    description: 'Site settings, blogs, images, static pages and package types (spec 1 section 3).',
    response: { '2xx': GRAPHQL_ANSWER },
  };
  app.get(PATH, { ...route, schema: { ...about, querystring: GRAPHQL_REQUEST } });
  app.post(PATH, { ...route, schema: { ...about, body: GRAPHQL_REQUEST } });
}

const GRAPHQL_REQUEST = {
  type: 'object',
  properties: {
    query: { type: 'string', description: 'The GraphQL document.' },
    operationName: { type: ['string', 'null'] },
    variables: { type: ['object', 'string', 'null'], description: 'An object (on GET, as JSON text).' },
  },
  required: ['query'],
};
const GRAPHQL_ANSWER = {
  type: 'object',
  properties: {
    data: { type: ['object', 'null'], additionalProperties: true },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          locations: {
            type: 'array',
            items: { type: 'object', properties: { line: { type: 'integer' }, column: { type: 'integer' } } },
          },
          path: { type: 'array', items: { type: ['string', 'integer'] } },
          extensions: { type: 'object', additionalProperties: true },
        },
        required: ['message'],
      },
    },
  },
};

/**
 * In this route's scope a JSON body is still parsed here, so a broken one is refused in the app's
 * error envelope as before, but it is kept as the text that came: written out again, a document
 * nested thousands deep overflowed the stack. GraphQL's own body type goes on as text too.
 */
function forwardBodiesAsText(app: FastifyInstance) {
  const checkJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) =>
    checkJson(request, String(text), (error) => (error ? done(error) : done(null, text))),
  );
  app.addContentTypeParser('application/graphql', { parseAs: 'string' }, (_request, text, done) => done(null, text));
}

/** The engine's answer to the request, status, type and body as it gave them. */
async function answerFrom(engine: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { 'content-length': _length, 'transfer-encoding': _encoding, ...headers } = request.headers;
  let { body } = request;
  // A form the app parsed (its fields are flat) goes on as JSON; JSON and GraphQL text as they came.
  if (body !== undefined && typeof body !== 'string') {
    body = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const answer = await engine.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    payload: body as string | undefined,
  });
  const type = answer.headers['content-type'];
  if (type) reply.type(String(type));
  return reply.status(answer.statusCode).send(answer.rawPayload);
}
