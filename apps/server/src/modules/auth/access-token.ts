import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

export type AccessClaims = { userId: string; sessionId: string };

const ALGORITHM = 'HS256';
const ISSUER = 'skyparcel';
/** What a token must carry: ids that are uuids (the database refuses anything else) and an expiry. */
const claimsSchema = z.object({ sub: z.uuid(), sid: z.uuid(), exp: z.number() });

/**
 * Signs and checks the bearer tokens: HS256, with the session id so sign-out can revoke it. The
 * secret may still be on its way (read from the embedded database while the server starts).
 */
export function createTokenSigner(secret: string | Promise<string>, ttlSeconds: number) {
  const keyOf = Promise.resolve(secret).then((text) => new TextEncoder().encode(text));
  keyOf.catch(() => {}); // heard by `ready` and by each call that needs the key
  // A token's signature checks the same every time: remember the tokens in use (with their
  // expiry, checked on every request), since checking an HMAC through WebCrypto cost a
  // twentieth of a price call.
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAtMs: number }>({ max: 10_000 });
  return {
    ttlSeconds,
    /** Settles once the key is known; rejects if the secret could not be read. */
    ready: () => keyOf.then(() => undefined),
    async sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
      const key = await keyOf;
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a valid token, or null for a tampered, expired, expiry-less or malformed one. */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) return known.expiresAtMs > Date.now() ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, await keyOf, { algorithms: [ALGORITHM], issuer: ISSUER });
        const parsed = claimsSchema.safeParse(payload);
        if (!parsed.success) return null;
        const claims = { userId: parsed.data.sub, sessionId: parsed.data.sid };
        verified.set(token, { claims, expiresAtMs: parsed.data.exp * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
