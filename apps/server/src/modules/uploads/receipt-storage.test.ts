// @module-tag database-free
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { ReceiptStorage } from './receipt-storage.ts';
import { receiptStorageFrom } from './receipt-storage-from-config.ts';
import { s3ReceiptStorage } from './s3-receipt-storage.ts';

/*
 * One contract for every ReceiptStorage, each built from the environment as the server builds it:
 * the disk in a temporary folder, and S3 against a real S3 server (s3rver, in this process, on a
 * free loopback port), signatures checked.
 */
type Started = { storage: ReceiptStorage; stop: () => Promise<void> };
type Implementation = {
  name: string;
  start: () => Promise<Started>;
  /** Whether a second put on one key is refused (see s3-receipt-storage.ts for S3). */
  refusesOverwrite: boolean;
};

const BUCKET = 'skyparcel-receipts';
// s3rver's own key pair, which it checks every request's signature against.
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function startS3rver() {
  const directory = await mkdtemp(path.join(tmpdir(), 'skyparcel-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const implementations: Implementation[] = [
  {
    name: 'disk',
    refusesOverwrite: true,
    async start() {
      const dir = await mkdtemp(path.join(tmpdir(), 'skyparcel-uploads-'));
      const storage = await receiptStorageFrom(loadConfig({ UPLOADS_DIR: dir }));
      return { storage, stop: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    refusesOverwrite: false,
    async start() {
      const s3 = await startS3rver();
      const env = {
        RECEIPT_STORAGE: 's3',
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
        S3_KEY_PREFIX: 'receipts/',
      };
      return { storage: await receiptStorageFrom(loadConfig(env)), stop: s3.stop };
    },
  },
];

describe.each(implementations)('receipt storage contract: $name', (implementation) => {
  let started: Started;
  beforeAll(async () => {
    started = await implementation.start();
  });
  afterAll(() => started?.stop());

  it('gives back the bytes it was given', async () => {
    const key = randomUUID();
    const bytes = randomBytes(200_000);
    await started.storage.put(key, bytes);
    expect(await started.storage.get(key)).toEqual(bytes);
  });

  it('answers null for a key it never stored', async () => {
    expect(await started.storage.get(randomUUID())).toBeNull();
  });

  it('answers null once a key is removed', async () => {
    const key = randomUUID();
    await started.storage.put(key, Buffer.from('receipt'));
    await started.storage.remove(key);
    expect(await started.storage.get(key)).toBeNull();
  });

  it('removes a key it never stored without complaint', async () => {
    await expect(started.storage.remove(randomUUID())).resolves.toBeUndefined();
  });

  it.skipIf(!implementation.refusesOverwrite)('refuses a second put on one key and keeps the first', async () => {
    const key = randomUUID();
    await started.storage.put(key, Buffer.from('first'));
    await expect(started.storage.put(key, Buffer.from('second'))).rejects.toThrow();
    expect(await started.storage.get(key)).toEqual(Buffer.from('first'));
  });

  it('refuses a key that is not a uuid before touching anything', async () => {
    for (const key of ['../../etc/passwd', `${randomUUID()}/x`, 'receipt.png', '']) {
      await expect(started.storage.put(key, Buffer.from('x'))).rejects.toThrow(RangeError);
      await expect(started.storage.get(key)).rejects.toThrow(RangeError);
      await expect(started.storage.remove(key)).rejects.toThrow(RangeError);
    }
  });
});

describe('S3 receipt storage', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  beforeAll(async () => {
    s3 = await startS3rver();
  });
  afterAll(() => s3?.stop());

  const storageUnder = (keyPrefix: string) =>
    s3ReceiptStorage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3RVER_KEYS,
      keyPrefix,
    });

  it('keeps its objects under its key prefix, apart from another prefix in the same bucket', async () => {
    const key = randomUUID();
    await storageUnder('receipts/').put(key, Buffer.from('receipt'));
    expect(await storageUnder('receipts/').get(key)).toEqual(Buffer.from('receipt'));
    expect(await storageUnder('other/').get(key)).toBeNull();
    expect(await storageUnder('').get(key)).toBeNull();
  });

  it('reports a missing bucket instead of answering null', async () => {
    const storage = s3ReceiptStorage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3RVER_KEYS,
    });
    await expect(storage.get(randomUUID())).rejects.toThrow(/bucket/i);
  });

  it('refuses a request signed with the wrong secret', async () => {
    const storage = s3ReceiptStorage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'wrong' },
    });
    await expect(storage.put(randomUUID(), Buffer.from('x'))).rejects.toThrow();
  });
});
