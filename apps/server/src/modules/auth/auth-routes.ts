import {
  changePasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '@skyparcel/domain/account-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { changePassword } from './change-password.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { register } from './register.ts';

const tags = ['auth'];
const loginResult = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().describe('seconds'),
  user: z.record(z.string(), z.unknown()),
});

export async function authRoutes(app: FastifyInstance, options: { routeRateLimit: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A coarse per-address cap on the unauthenticated routes, on top of the failure counting.
  const rateLimit = { max: options.routeRateLimit, timeWindow: 60_000 };

  api.post(
    '/v1/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags,
        description: 'Sign in with a phone (personal) or customer code (business).',
        body: loginRequestSchema,
        response: { 200: z.object({ status: z.literal(true), data: loginResult }) },
      },
    },
    async (request) => ok(await login(app.auth, request.body, request.ip)),
  );

  api.post(
    '/v1/auth/register',
    { config: { rateLimit }, schema: { tags, description: 'Personal sign-up.', body: registerRequestSchema } },
    async (request, reply) => {
      reply.status(201);
      return ok(await register(app.auth, request.body));
    },
  );

  api.post(
    '/v1/auth/logout',
    { schema: { tags, security: [{ bearer: [] }] }, preHandler: app.requireUser },
    async (request) => {
      await logout(app.auth, request.user.sessionId);
      return ok(null);
    },
  );

  api.put(
    '/v1/user/password',
    {
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        description: 'Form-encoded newPassword and oldPassword (spec 2 section 7). Signs out the other sessions.',
        consumes: ['application/x-www-form-urlencoded'],
        body: changePasswordRequestSchema,
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await changePassword(app.auth, { userId: request.user.id, sessionId: request.user.sessionId, ...request.body });
      return ok(null);
    },
  );
}
