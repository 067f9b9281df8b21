import { type Language, normalizeLanguage } from '@skyparcel/domain/locale';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { GraphQLError, getOperationAST, parse, type ValidationRule } from 'graphql';
import mercurius from 'mercurius';
import type { Database } from '../../db/database.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { listBlogs, listImages, listPackageTypes, listSettings, listStaticPages } from './content-repository.ts';

/*
 * The site content service of spec 1 section 3 ("Site settings"), public, no auth: mercurius in a
 * Fastify instance of its own, which content-graphql.ts builds on the first query and hands each
 * request to. GraphQL, mercurius and their JIT are 1.3 MB of the server's bundle.
 */
const schema = /* GraphQL */ `
  type Hotline { lang: String!, phone: String! }
  type Settings {
    "Shipping time step in minutes used to estimate delivery times."
    interval: Int!
    "Days ahead offered for delivery."
    nDay: Int!
    toApollo: Boolean!
    hotlines: [Hotline!]!
  }
  type Blog { settingKey: String!, value: String! }
  type Image { key: String!, url: String!, alt: String! }
  type StaticPage { slug: String!, lang: String!, title: String!, content: String! }
  type PackageType { code: String!, name: String! }
  type Query {
    settings: Settings!
    blogs: [Blog!]!
    "Texts are in lang (vi, en, ko); without it, in the request's Accept-Language."
    images(lang: String): [Image!]!
    staticPages(lang: String, slug: String): [StaticPage!]!
    packageTypes(lang: String): [PackageType!]!
  }
`;

type Context = { db: Database; language: Language };
declare module 'mercurius' {
  interface MercuriusContext extends Context {}
}
type LangArgs = { lang?: string | null };
const languageOf = (args: LangArgs, context: Context) => (args.lang ? normalizeLanguage(args.lang) : context.language);
const pick = (texts: Record<string, string>, language: Language) => texts[language] ?? texts.en ?? '';

const resolvers = {
  Query: {
    settings: (_: unknown, __: unknown, { db }: Context) => listSettings(db),
    blogs: (_: unknown, __: unknown, { db }: Context) => listBlogs(db),
    images: async (_: unknown, args: LangArgs, context: Context) =>
      (await listImages(context.db)).map((image) => ({ ...image, alt: pick(image.alt, languageOf(args, context)) })),
    staticPages: (_: unknown, args: LangArgs & { slug?: string | null }, context: Context) =>
      listStaticPages(context.db, languageOf(args, context), args.slug ?? undefined),
    packageTypes: async (_: unknown, args: LangArgs, context: Context) =>
      (await listPackageTypes(context.db)).map((type) => ({
        code: type.code,
        name: pick(type.name, languageOf(args, context)),
      })),
  },
};

/*
 * An anonymous endpoint, so a query's size is bounded before it costs anything: the body and the
 * calls per address (content-graphql.ts), the nesting (the schema needs 3 levels) and the fields a
 * document may ask for (aliases included: 15,000 aliases once ran 11 s and stalled every other
 * request). A document mercurius would misread (refuseUnreadableDocument) is a 400 in GraphQL's
 * error format.
 */
const LIMITS = { depth: 5, fields: 60 };

/** The engine: answers `/api/graphql` through `inject`, with the app's database and log. */
export async function buildContentGraphqlEngine(options: {
  path: string;
  db: Database;
  log: FastifyBaseLogger;
}): Promise<FastifyInstance> {
  // The app logs each request already; the engine's are the same ones handed on.
  const engine = Fastify({
    loggerInstance: options.log,
    logController: new LogController({ disableRequestLogging: true }),
  });
  await engine.register(mercurius, {
    schema,
    resolvers,
    path: options.path,
    graphiql: false,
    queryDepth: LIMITS.depth,
    validationRules: [maxFields(LIMITS.fields)],
    additionalRouteOptions: {
      // Before validation, which would coerce a number into a string.
      preValidation: refuseUnreadableDocument,
    },
    context: (request): Context => ({ db: options.db, language: requestLanguage(request) }),
  });
  await engine.ready();
  return engine;
}

/**
 * What mercurius would misread, refused before it runs: a document that is not a string; text
 * that is JSON, which mercurius takes for a ready-made syntax tree (a number or a made-up tree
 * crashed its validation); and on GET, a document without the operation to run, which crashed
 * its check that GET runs no mutation. The crashes answered 200 with a TypeError's message.
 */
async function refuseUnreadableDocument(request: FastifyRequest, reply: FastifyReply) {
  const { query, operationName } = { ...(request.query as object), ...(request.body as object) } as {
    query?: unknown;
    operationName?: unknown;
  };
  const refuse = (message: string) => reply.status(400).send({ data: null, errors: [{ message }] });
  if (typeof query !== 'string') return refuse('A GraphQL document must be a string in "query".');
  if (isJson(query)) return refuse('A GraphQL document must be GraphQL text, not JSON.');
  if (request.method === 'GET' && lacksOperation(query, operationName)) {
    return refuse('No operation of the document has the name in "operationName" (needed when it has several).');
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether a document mercurius can parse has no operation to run for this name (as it asks). */
function lacksOperation(query: string, operationName: unknown): boolean {
  try {
    return getOperationAST(parse(query), operationName as string | undefined) === null;
  } catch {
    return false; // a syntax error: mercurius answers it
  }
}

/** A validation rule: at most `limit` fields written in one document, each alias counted. */
function maxFields(limit: number): ValidationRule {
  return (context) => {
    let fields = 0;
    return {
      Field(node) {
        fields += 1;
        if (fields === limit + 1) {
          context.reportError(new GraphQLError(`A document may ask for at most ${limit} fields.`, { nodes: [node] }));
        }
      },
    };
  };
}
