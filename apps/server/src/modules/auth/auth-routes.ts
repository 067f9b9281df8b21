import { successSchema } from '@skyparcel/domain/api-envelope';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResultSchema,
  passwordResetCheckedSchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from '@skyparcel/domain/auth-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { answers, creates, SIGNED_IN } from '../../http/route-schemas.ts';
import { type RecoveryCall, recoveryCall, sessionCall, signInCall } from './auth-context.ts';
import { changePassword } from './change-password.ts';
import { checkPasswordReset } from './check-password-reset.ts';
import { confirmPasswordReset } from './confirm-password-reset.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { register } from './register.ts';
import { requestPasswordReset } from './request-password-reset.ts';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, options: { routeRateLimit: number }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before the body is read and validated: an anonymous caller learns nothing about the input rules.
  const onRequest = app.requireUser;
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
        response: answers(successSchema(loginResultSchema)),
      },
    },
    async (request) => ok(await login(signInCall(request, request.body))),
  );

  api.post(
    '/v1/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags,
        description: 'Personal sign-up; answers the session, as sign-in does. A registered phone is 409 PHONE_TAKEN.',
        body: registerRequestSchema,
        response: creates(successSchema(loginResultSchema)),
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await register(signInCall(request, request.body)));
    },
  );

  /** A forgotten-password call: anonymous and rate limited, its body checked by its contract. */
  const recoveryRoute = <B extends z.ZodType, A extends z.ZodType>(
    url: string,
    contract: { description: string; body: B; answer: A },
    run: (call: RecoveryCall<z.output<B>>) => Promise<z.input<A>>,
  ) =>
    // Typed by the contract's generics here, so the plain instance (its schemas still validate and serialise).
    app.post(
      url,
      {
        config: { rateLimit },
        schema: {
          tags,
          description: contract.description,
          body: contract.body,
          response: answers(successSchema(contract.answer)),
        },
      },
      async (request) => ok(await run(recoveryCall(request, request.body as z.output<B>))),
    );

  recoveryRoute(
    '/v1/auth/password-reset',
    {
      description:
        'Forgotten password: mails a reset link to the account of this phone or customer code, if it has an ' +
        'e-mail address. Answers the same whether or not the account exists; 429 past the per-account and ' +
        'per-address limits.',
      body: passwordResetRequestSchema,
      answer: passwordResetRequestedSchema,
    },
    requestPasswordReset,
  );

  recoveryRoute(
    '/v1/auth/password-reset/check',
    {
      description:
        "Whether a reset link's token can still set a password: 400 PASSWORD_RESET_TOKEN_INVALID, 410 " +
        'PASSWORD_RESET_TOKEN_EXPIRED or PASSWORD_RESET_TOKEN_USED when not.',
      body: passwordResetCheckSchema,
      answer: passwordResetCheckedSchema,
    },
    checkPasswordReset,
  );

  recoveryRoute(
    '/v1/auth/password-reset/confirm',
    {
      description:
        "Sets the new password with a reset link's token (refused as the check call does). Uses the token up " +
        'and signs the account out everywhere.',
      body: passwordResetConfirmSchema,
      answer: z.null(),
    },
    confirmPasswordReset,
  );

  api.post(
    '/v1/auth/logout',
    {
      schema: {
        tags,
        security: SIGNED_IN,
        description: 'Ends the session of this token; takes no body.',
        response: answers(successSchema(z.null())),
      },
      onRequest,
    },
    async (request) => ok(await logout(sessionCall(request, undefined))),
  );

  api.put(
    '/v1/user/password',
    {
      schema: {
        tags: ['account'],
        security: SIGNED_IN,
        description: 'Form-encoded newPassword and oldPassword (spec 2 section 7). Signs out the other sessions.',
        consumes: ['application/x-www-form-urlencoded'],
        body: changePasswordRequestSchema,
        response: answers(successSchema(z.null())),
      },
      onRequest,
    },
    async (request) => ok(await changePassword(sessionCall(request, request.body))),
  );
}
