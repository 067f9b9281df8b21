import { createHash, randomBytes } from 'node:crypto';

/** A new link token (256 random bits, URL-safe) and the hash that is all the database keeps. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

/** SHA-256, not a slow password hash: with 256 random bits there is nothing to guess from it. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
