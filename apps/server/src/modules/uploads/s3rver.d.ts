/** The part of the S3 test server (a fork of s3rver that ships no types) the contract test uses. */
declare module '@20minutes/s3rver' {
  type S3rverOptions = {
    address?: string;
    /** 0 for any free port. */
    port?: number;
    silent?: boolean;
    /** Where it keeps its buckets' files. */
    directory: string;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
