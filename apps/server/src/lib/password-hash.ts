import { randomBytes, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/*
 * Passwords are hashed with scrypt, Node's built-in memory-hard KDF (docs/decisions/accounts-and-sign-in.md).
 * The parameters travel inside the stored string, so the cost can be raised later (or lowered
 * for a test run, PASSWORD_HASH_COST) without invalidating existing hashes.
 */

/** log2 of scrypt's N in production: about 32 MiB and ~100 ms per hash on this machine. */
export const PRODUCTION_PASSWORD_HASH_COST = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const memoryFor = (N: number, r: number) => 256 * N * r;

/** Hashes with N = 2^cost; the string keeps N, r and p, so any later cost still verifies it. */
export async function hashPassword(password: string, cost = PRODUCTION_PASSWORD_HASH_COST): Promise<string> {
  const N = 2 ** cost;
  const salt = randomBytes(16);
  const options = { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: memoryFor(N, BLOCK_SIZE) };
  const key = await scrypt(password, salt, KEY_LENGTH, options);
  return ['scrypt', N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, expected] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: memoryFor(Number(n), Number(r)) };
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expectedKey.length, options);
  return timingSafeEqual(key, expectedKey);
}

/** Hashing at the deployment's cost (config PASSWORD_HASH_COST), and the decoy sign-in checks against. */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Verifies against a hash of nothing in particular, when no account matches, so both paths take as long. */
  verifyDecoy(password: string): Promise<void>;
};

export function createPasswordHasher(cost: number): PasswordHasher {
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, cost),
    verify: verifyPassword,
    async verifyDecoy(password) {
      decoy ??= hashPassword(randomBytes(12).toString('hex'), cost);
      await verifyPassword(password, await decoy);
    },
  };
}
