import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export type AccessClaims = { userId: string; sessionId: string };

const ALGORITHM = 'HS256';
const ISSUER = 'skyparcel';

/** Signs and checks the bearer tokens: HS256, with the session id so sign-out can revoke it. */
export function createTokenSigner(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // A token's signature checks the same every time: remember the tokens in use (with their
  // expiry, checked on every request), since checking an HMAC through WebCrypto cost a
  // twentieth of a price call.
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAtMs: number }>({ max: 10_000 });
  return {
    ttlSeconds,
    sign(claims: AccessClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a valid token, or null for a tampered, expired or malformed one. */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) return known.expiresAtMs > Date.now() ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (payload.exp !== undefined) verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
