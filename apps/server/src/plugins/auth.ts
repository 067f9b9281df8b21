import { STAFF_ROLES, type StaffRole } from '@skyparcel/domain/operations-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.ts';
import { hasCargoDirectContract, staffRoleOf } from '../modules/account/account-credentials.ts';
import { apiKeyAuthenticator } from '../modules/api-keys/api-key-auth.ts';
import { isApiKey } from '../modules/api-keys/api-keys.ts';
import type { AuthContext } from '../modules/auth/auth-context.ts';
import { userOfSessionToken } from '../modules/auth/session-token.ts';

/** Who asks: a customer signed in (a session), or a business account's system with an API key. */
export type AuthenticatedUser =
  | { id: string; sessionId: string; apiKeyId?: undefined }
  | { id: string; sessionId: null; apiKeyId: string };

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthContext;
    /**
     * onRequest hook for routes that need a signed-in customer: a missing, tampered, expired or revoked token is 401.
     * An API key is taken where the route names its scope (modules/api-keys/api-key-auth.ts).
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook of the operations API: a signed-in staff member, else 401 (no session) or 403 STAFF_ONLY. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook of the settings staff change (issue 39): an admin, else 401, 403 STAFF_ONLY or 403 ADMIN_ONLY. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook of Cargo Direct: a business account with a contract, else 401 or 403 CARGO_DIRECT_CONTRACT_REQUIRED. */
    requireCargoContract: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { context: AuthContext; apiKeysPerMinute: number }) => {
    const { context } = options;
    const withApiKey = apiKeyAuthenticator(context.db, context.clock, options.apiKeysPerMinute);
    app.decorate('auth', context);
    app.decorateRequest<AuthenticatedUser | null>('user', null);
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request.headers.authorization);
      if (token && isApiKey(token)) {
        request.user = await withApiKey(request, reply, token);
        return;
      }
      const user = token ? await userOfSessionToken(context, token) : null;
      if (!user) throw new AppError('UNAUTHORIZED');
      request.user = user;
    });
    // Read at every call, so a role taken away or changed takes effect at once.
    const requireStaffRole =
      (allowed: readonly StaffRole[]) => async (request: FastifyRequest, reply: FastifyReply) => {
        await app.requireUser(request, reply);
        const role = await staffRoleOf(context.db, request.user.id);
        if (!role) throw new AppError('STAFF_ONLY');
        if (!allowed.includes(role)) throw new AppError('ADMIN_ONLY');
      };
    app.decorate('requireStaff', requireStaffRole(STAFF_ROLES));
    app.decorate('requireAdmin', requireStaffRole(['admin']));
    app.decorate('requireCargoContract', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireUser(request, reply);
      // Read at every call, like the staff role: a contract ended takes effect at once.
      if (!(await hasCargoDirectContract(context.db, request.user.id))) {
        throw new AppError('CARGO_DIRECT_CONTRACT_REQUIRED');
      }
    });
  },
);

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}
