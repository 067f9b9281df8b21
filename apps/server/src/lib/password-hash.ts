import { randomBytes, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/*
 * Passwords are hashed with scrypt, Node's built-in memory-hard KDF (docs/decisions.md).
 * The parameters travel inside the stored string, so they can be raised later without
 * invalidating existing hashes.
 */
const COST = 2 ** 15; // N: about 32 MiB and ~100 ms per hash on this machine.
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

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const options = { N: COST, r: BLOCK_SIZE, p: PARALLELISM, maxmem: memoryFor(COST, BLOCK_SIZE) };
  const key = await scrypt(password, salt, KEY_LENGTH, options);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, expected] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: memoryFor(Number(n), Number(r)) };
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expectedKey.length, options);
  return timingSafeEqual(key, expectedKey);
}

/** A hash of nothing in particular, verified when no account matches so both paths take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return decoyHash;
}
