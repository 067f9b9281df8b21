import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where receipt images are kept: a small interface, so the local disk (the default) and an
 * S3-compatible object store (s3-receipt-storage.ts, by configuration) are interchangeable. Keys
 * are ours (a uuid), never a name the customer sent.
 */
export type ReceiptStorage = {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

/**
 * The key itself, or a RangeError: every storage checks it before using it as a file name or an
 * object key, so no caller's mistake reaches outside the folder (`../`) or the key prefix.
 */
export function checkedReceiptKey(key: string): string {
  if (!/^[0-9a-f-]{36}$/.test(key)) throw new RangeError(`not a receipt key: ${key}`);
  return key;
}

/** Files under `dir`, one per key. */
export function diskReceiptStorage(dir: string): ReceiptStorage {
  const fileOf = (key: string) => path.join(dir, checkedReceiptKey(key));
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(key), bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
