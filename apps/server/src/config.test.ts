// @module-tag database-free
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

describe('configuration', () => {
  it('defaults to the embedded database under ./data on port 8080, with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\/data$/), thread: 'worker' });
    expect(config.seedDemo).toBe(true);
    // The reference data ships in the repository: nothing outside a clone is needed.
    expect(config.referenceDataDir).toBe(path.join(REPO_ROOT, 'reference-data'));
    expect(config.juso).toBeNull();
  });

  it("takes an operator's reference data folder and the road-address service key", () => {
    expect(loadConfig({ REFERENCE_DATA_DIR: '/srv/open-data' }).referenceDataDir).toBe('/srv/open-data');
    expect(loadConfig({ JUSO_API_KEY: 'key' }).juso).toEqual({ apiKey: 'key', baseUrl: 'https://business.juso.go.kr' });
  });

  it('uses PostgreSQL when DATABASE_URL is set, without demo data unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@127.0.0.1:5432/app' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@127.0.0.1:5432/app' });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://a@b/c', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    const pooled = loadConfig({
      DATABASE_URL: 'postgres://a@pooler/c',
      DATABASE_SESSION_URL: 'postgres://a@primary/c',
    });
    expect(pooled.database).toEqual({
      kind: 'postgres',
      url: 'postgres://a@pooler/c',
      sessionUrl: 'postgres://a@primary/c',
    });
  });

  it('believes X-Forwarded-For from no one, everyone, the nearest proxies or named ones (TRUST_PROXY)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('keeps PGlite in memory for DATA_DIR=memory', () => {
    expect(loadConfig({ DATA_DIR: 'memory' }).database).toEqual({ kind: 'pglite', dataDir: null, thread: 'worker' });
    expect(loadConfig({ PGLITE_THREAD: 'main' }).database).toMatchObject({ kind: 'pglite', thread: 'main' });
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('demands a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
  });
});

describe('mail configuration', () => {
  it('keeps mail in the outbox and links to this server unless told otherwise', () => {
    const config = loadConfig({ HOST: '0.0.0.0', PORT: '8301' });
    expect(config.mail).toEqual({ transport: 'outbox', from: 'SkyParcel <no-reply@skyparcel.local>' });
    expect(config.publicWebUrl).toBe('http://localhost:8301');
    expect(config.passwordReset).toEqual({
      tokenTtlSeconds: 1800,
      maxPerAccount: 3,
      maxPerIp: 10,
      windowSeconds: 3600,
    });
  });

  it('sends through SMTP_URL, with links to PUBLIC_WEB_URL', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.vn:465', PUBLIC_WEB_URL: 'https://a.vn/' });
    expect(config.mail).toEqual({
      transport: 'smtp',
      url: 'smtps://user:secret@mail.example.vn:465',
      from: expect.any(String),
    });
    expect(config.publicWebUrl).toBe('https://a.vn');
  });

  it('refuses a mail URL that is not SMTP, and SMTP in production without the public address', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.vn' })).toThrow(/SMTP_URL/);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example.vn' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_WEB_URL: required in production/);
    expect(loadConfig({ ...production, PUBLIC_WEB_URL: 'https://portal.example.vn' }).mail.transport).toBe('smtp');
  });

  it('runs the payment sandbox outside production only, and prefers a configured VNPay terminal', () => {
    const local = loadConfig({ PORT: '8080' }).payments;
    expect(local.sandbox).toBe(true);
    expect(local.vnpay?.paymentUrl).toBe('http://localhost:8080/sandbox/vnpay/paymentv2/vpcpay.html');
    expect(local.allowedOrigins).toEqual([
      'https://sandbox.vnpayment.vn',
      'https://pay.vnpay.vn',
      'https://cdn.iamport.kr',
      'http://localhost:8080',
    ]);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX: 'true' })).toThrow(/PAYMENT_SANDBOX/);
    expect(loadConfig(production).payments).toMatchObject({ sandbox: false, vnpay: null });
    const terminal = { VNPAY_TMN_CODE: 'ABCD1234', VNPAY_HASH_SECRET: 's'.repeat(32) };
    const real = loadConfig({ ...production, ...terminal, VNPAY_PAYMENT_URL: 'https://pay.vnpay.vn/vpcpay.html' });
    expect(real.payments.vnpay).toMatchObject({ tmnCode: 'ABCD1234', paymentUrl: 'https://pay.vnpay.vn/vpcpay.html' });
    expect(real.payments.allowedOrigins).toEqual([
      'https://sandbox.vnpayment.vn',
      'https://pay.vnpay.vn',
      'https://cdn.iamport.kr',
    ]);
    expect(() => loadConfig({ VNPAY_TMN_CODE: 'short' })).toThrow(/VNPAY_TMN_CODE/);
  });

  it('stands the PortOne sandbox in for a missing account outside production, and prefers a configured one', () => {
    expect(loadConfig({ PORT: '8080' }).payments.portone).toEqual({
      impCode: 'imp00000000',
      impKey: 'skyparcel-sandbox',
      impSecret: 'skyparcel-sandbox-not-a-secret',
      apiUrl: 'http://localhost:8080/sandbox/portone/api',
      scriptUrl: 'http://localhost:8080/sandbox/portone/v1/iamport.js',
    });
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).payments.portone).toBeNull();
    const account = { PORTONE_IMP_CODE: 'imp12345678', PORTONE_IMP_KEY: 'key', PORTONE_IMP_SECRET: 'secret' };
    expect(loadConfig({ ...production, ...account }).payments.portone).toEqual({
      impCode: 'imp12345678',
      impKey: 'key',
      impSecret: 'secret',
      apiUrl: 'https://api.iamport.kr',
      scriptUrl: 'https://cdn.iamport.kr/v1/iamport.js',
    });
    expect(() => loadConfig({ PORTONE_IMP_CODE: 'imp1' })).toThrow(/PORTONE_IMP_CODE/);
  });
});

describe('receipt storage configuration', () => {
  it('keeps receipts on disk under UPLOADS_DIR unless RECEIPT_STORAGE=s3', () => {
    const config = loadConfig({ S3_BUCKET: 'ignored-without-s3' });
    expect(config.receiptStorage).toEqual({ kind: 'disk' });
    expect(config.uploadsDir).toBe(path.join(REPO_ROOT, 'uploads'));
  });

  it('takes a bucket, and an S3-compatible endpoint with its own keys', () => {
    expect(loadConfig({ RECEIPT_STORAGE: 's3', S3_BUCKET: 'receipts' }).receiptStorage).toEqual({
      kind: 's3',
      s3: { bucket: 'receipts', forcePathStyle: false, keyPrefix: '' },
    });
    const minio = {
      RECEIPT_STORAGE: 's3',
      S3_BUCKET: 'receipts',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_KEY_PREFIX: 'skyparcel/',
    };
    expect(loadConfig(minio).receiptStorage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'receipts',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        keyPrefix: 'skyparcel/',
      },
    });
  });

  it('refuses S3 without a bucket, a key id without its secret, and an unknown storage', () => {
    expect(() => loadConfig({ RECEIPT_STORAGE: 's3' })).toThrow(/S3_BUCKET: required when RECEIPT_STORAGE=s3/);
    const half = { RECEIPT_STORAGE: 's3', S3_BUCKET: 'receipts', S3_ACCESS_KEY_ID: 'key' };
    expect(() => loadConfig(half)).toThrow(/S3_SECRET_ACCESS_KEY: set both or neither/);
    expect(() => loadConfig({ RECEIPT_STORAGE: 'ftp' })).toThrow(/RECEIPT_STORAGE/);
    expect(() => loadConfig({ RECEIPT_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});
