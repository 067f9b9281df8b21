import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkedReceiptKey, type ReceiptStorage } from './receipt-storage.ts';

export type S3ReceiptStorageOptions = {
  bucket: string;
  /** Unset: the SDK's own lookup (AWS_REGION, the shared config file). */
  region?: string;
  /** An S3-compatible service's address (MinIO, R2, ...); unset: AWS itself. */
  endpoint?: string;
  /** The bucket in the path instead of the host name, as most self-hosted servers need. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (environment, shared files, the instance's or task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key, so receipts can share a bucket with other things (`receipts/`). */
  keyPrefix?: string;
};

/**
 * Objects in an S3 bucket, one per key, private as the bucket is: customers read them only
 * through our own authenticated route, never by a bucket URL.
 */
export function s3ReceiptStorage(options: S3ReceiptStorageOptions): ReceiptStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.keyPrefix ?? ''}${checkedReceiptKey(key)}`;
  return {
    async put(key, bytes) {
      /*
       * No `IfNoneMatch: '*'` (the disk's 'wx'): the in-process server the contract test runs
       * (s3rver) ignores it, so a refusal could not be tested, and a store that does not implement
       * it may refuse every put (AWS itself answered NotImplemented before 2024). Keys are fresh
       * uuids of ours, so a second put on one key does not happen.
       */
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) throw new Error(`S3 answered no body for ${key}`);
        const bytes = await object.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        // AWS answers 204 for a key that is not there; a store that says NoSuchKey means the same.
        if (!isNoSuchKey(error)) throw error;
      }
    },
  };
}

/** Only a missing object: a missing bucket (NoSuchBucket, also 404) is a misconfiguration to report. */
function isNoSuchKey(error: unknown): boolean {
  return error instanceof Error && error.name === 'NoSuchKey';
}
