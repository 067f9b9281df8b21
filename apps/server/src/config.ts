import path from 'node:path';
import { DEFAULT_PAYMENT_EXPIRY_MINUTES, DEFAULT_VBANK_DEPOSIT_HOURS } from '@skyparcel/domain/payment-rules';
import { z } from 'zod';
import { PRODUCTION_PASSWORD_HASH_COST } from './lib/password-hash.ts';
import { REPO_ROOT } from './paths.ts';

export { REPO_ROOT };

const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** What Fastify's `trustProxy` takes: off, everyone, addresses and CIDRs, or which hops to believe. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function toTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (['', 'false', '0'].includes(text)) return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    // The nearest n hops are our proxies (Fastify's number form, which its types leave out).
    const proxies = Number(text);
    return (_address, hop) => hop < proxies;
  }
  return text.split(',').map((part) => part.trim());
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A real PostgreSQL server; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * The same database reached directly, for what needs a session of its own (LISTEN, the start-up
   * advisory lock), when DATABASE_URL goes through a pooler in transaction mode (PgBouncer). Unset:
   * DATABASE_URL. docs/capacity-plan.md, "PgBouncer".
   */
  DATABASE_SESSION_URL: z.string().url().optional(),
  /** Where PGlite keeps its files; `memory` keeps them in memory only (tests). */
  DATA_DIR: z.string().default('data'),
  /**
   * Where a new embedded database's starting point (PostgreSQL's empty cluster, the migrations and
   * the reference data: seconds of work) is kept, so the next new one is a copy; `off` builds it
   * for every new database.
   */
  EMBEDDED_TEMPLATE_DIR: z.string().default('node_modules/.cache/skyparcel'),
  /** Reference data the seed reads (divisions, post codes, airports); reference-data/ ships it. */
  REFERENCE_DATA_DIR: z.string().default('reference-data'),
  /** Where uploaded receipt images are kept (the disk receipt storage). */
  UPLOADS_DIR: z.string().default('uploads'),
  /** Receipt images on the local disk (UPLOADS_DIR) or in an S3-compatible bucket (the S3_ variables). */
  RECEIPT_STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(1).optional(),
  /** Unset: the AWS SDK's own lookup (AWS_REGION, the shared config file). */
  S3_REGION: z.string().min(1).optional(),
  /** An S3-compatible service (MinIO, R2, ...); unset: AWS itself. */
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'S3_ENDPOINT must start with http:// or https://')
    .optional(),
  /** The bucket in the URL's path instead of its host name, as most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** Both or neither; neither: the AWS SDK's default chain (environment, shared files, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Put before every object key (`receipts/`), so receipts can share a bucket. */
  S3_KEY_PREFIX: z.string().default(''),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** Runs the demo seed at start. On by default for the embedded database only. */
  SEED_DEMO: flag.optional(),
  /** Where the embedded database runs: on a worker thread, or on the main thread beside HTTP. */
  PGLITE_THREAD: z.enum(['main', 'worker']).default('worker'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 60 * 60),
  /** Failed sign-ins to one account from one address per window (docs/decisions/accounts-and-sign-in.md, "Sign-in limits"). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** … to one account from all addresses, then refused at addresses it has not signed in from. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  /** … from one address to any account, then refused for accounts that have not signed in from it. */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  /**
   * log2 of scrypt's N for new password hashes. Lower than production's only under NODE_ENV=test,
   * where hundreds of sign-ins would otherwise cost ~100 ms each; a hash keeps its own cost.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(PRODUCTION_PASSWORD_HASH_COST),
  /**
   * Who may read `/metrics` (Prometheus): with a token, a scraper sending `Authorization: Bearer
   * <token>`; without, only this machine, not through a proxy.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Requests per minute per address on the unauthenticated auth routes. */
  AUTH_ROUTE_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Requests per minute per API key, counted across server processes (issue 36). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /**
   * Whether webhooks may go to plain http:// and to loopback, private and link-local addresses (a
   * receiver on the same machine or network). Allowed by default outside production; refused in it.
   */
  WEBHOOK_PRIVATE_TARGETS: flag.optional(),
  /** How often each process looks for webhook retries falling due; new events wake it at once (NOTIFY). */
  WEBHOOK_RETRY_POLL_SECONDS: z.coerce.number().int().min(1).default(5),
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (README, "Behind a proxy"):
   * `false`, a number of proxies in front, or their addresses/CIDRs (comma-separated); `true`
   * believes any sender, so a client could pick its own address.
   */
  TRUST_PROXY: z.string().default('false').transform(toTrustProxy),
  /** Google Maps Platform; without it, geocoding runs offline on the division tables. */
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_MAPS_BASE_URL: z.string().url().default('https://maps.googleapis.com'),
  /** The official road-address search (business.juso.go.kr); without it, Korean addresses are searched offline. */
  JUSO_API_KEY: z.string().min(1).optional(),
  JUSO_BASE_URL: z.string().url().default('https://business.juso.go.kr'),
  /** Map tiles for the web map; the map keeps working (marker, search) when tiles cannot load. */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Mail goes out through this SMTP server (smtp:// or smtps://, user and password in the URL); without it, to the outbox table. */
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('SkyParcel <no-reply@skyparcel.local>'),
  /** Where customers open the web app; links in mail point here. Defaults to this server's own address. */
  PUBLIC_WEB_URL: z.string().url().optional(),
  PASSWORD_RESET_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(5 * 60)
    .max(24 * 60 * 60)
    .default(30 * 60),
  PASSWORD_RESET_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  /**
   * The local payment sandbox (sandbox/): a VNPay-compatible payment page and merchant API in this
   * server. On by default outside production; refused in production.
   */
  PAYMENT_SANDBOX: flag.optional(),
  /** Minutes an unpaid gateway payment holds its flight weight and voucher. */
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(DEFAULT_PAYMENT_EXPIRY_MINUTES),
  /** Hours a Korean virtual account (vbank) waits for its deposit before the order is released (PortOne's vbank_due). */
  PAYMENT_VBANK_DEPOSIT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(DEFAULT_VBANK_DEPOSIT_HOURS),
  /** How often a server process looks for expired and stale payments; 0 turns the job off in this process. */
  PAYMENT_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Origins the order screen may send a customer to pay on, or load a payment window's script from (comma-separated); the sandbox adds its own. */
  PAYMENT_ALLOWED_ORIGINS: z
    .string()
    .default('https://sandbox.vnpayment.vn,https://pay.vnpay.vn,https://cdn.iamport.kr'),
  VNPAY_TMN_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{8}$/, 'VNPAY_TMN_CODE must be 8 letters or digits')
    .optional(),
  VNPAY_HASH_SECRET: z.string().min(16).optional(),
  VNPAY_PAYMENT_URL: z.string().url().default('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html'),
  VNPAY_API_URL: z.string().url().default('https://sandbox.vnpayment.vn/merchant_webapi/api/transaction'),
  /** PortOne (iamport v1) account for Korea-inbound payments: merchant code (imp...), REST API key and secret. */
  PORTONE_IMP_CODE: z
    .string()
    .regex(/^imp\d{8}$/, 'PORTONE_IMP_CODE is "imp" and 8 digits')
    .optional(),
  PORTONE_IMP_KEY: z.string().min(1).optional(),
  PORTONE_IMP_SECRET: z.string().min(1).optional(),
  PORTONE_API_URL: z.string().url().default('https://api.iamport.kr'),
  PORTONE_SCRIPT_URL: z.string().url().default('https://cdn.iamport.kr/v1/iamport.js'),
});

/** The sandbox's merchant terminal and secret: known to anyone, so only the sandbox accepts them. */
export const SANDBOX_VNPAY = { tmnCode: 'SKYSBX01', hashSecret: 'skyparcel-sandbox-not-a-secret' } as const;
export const SANDBOX_VNPAY_PAYMENT_PATH = '/sandbox/vnpay/paymentv2/vpcpay.html';
export const SANDBOX_VNPAY_API_PATH = '/sandbox/vnpay/merchant_webapi/api/transaction';

/**
 * The sandbox's PortOne (iamport v1) account: merchant code, REST key and secret, known to anyone,
 * so only the sandbox accepts them. Its REST API answers under SANDBOX_PORTONE_API_PATH as
 * api.iamport.kr does at its root; its script and card window under SANDBOX_PORTONE_PATH.
 */
export const SANDBOX_PORTONE = {
  impCode: 'imp00000000',
  impKey: 'skyparcel-sandbox',
  impSecret: 'skyparcel-sandbox-not-a-secret',
} as const;
export const SANDBOX_PORTONE_PATH = '/sandbox/portone';
export const SANDBOX_PORTONE_API_PATH = `${SANDBOX_PORTONE_PATH}/api`;
export const SANDBOX_IAMPORT_SCRIPT_PATH = `${SANDBOX_PORTONE_PATH}/v1/iamport.js`;

export type PaymentsConfig = {
  sandbox: boolean;
  expiryMinutes: number;
  vbankDepositHours: number;
  jobIntervalSeconds: number;
  /** Null: no VNPay terminal configured, so bank, card and QR payments are not offered. */
  vnpay: { tmnCode: string; hashSecret: string; paymentUrl: string; apiUrl: string } | null;
  /** Null: no PortOne account configured, so the Korean methods are not offered. */
  portone: PortoneAccount | null;
  allowedOrigins: string[];
};

export type S3StorageConfig = {
  bucket: string;
  region?: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  keyPrefix: string;
};

export type PortoneAccount = { impCode: string; impKey: string; impSecret: string; apiUrl: string; scriptUrl: string };

export type AppConfig = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  logLevel: string;
  database:
    | { kind: 'postgres'; url: string; sessionUrl?: string }
    | { kind: 'pglite'; dataDir: string | null; thread?: 'main' | 'worker' };
  /** Null when switched off (EMBEDDED_TEMPLATE_DIR=off). */
  embeddedTemplateDir: string | null;
  referenceDataDir: string;
  uploadsDir: string;
  /** Files under uploadsDir, or objects in an S3-compatible bucket. */
  receiptStorage: { kind: 'disk' } | { kind: 's3'; s3: S3StorageConfig };
  webDistDir: string;
  seedDemo: boolean;
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost: number;
  loginThrottle: {
    maxFailuresPerAccountAndAddress: number;
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
    windowSeconds: number;
  };
  authRouteRateLimit: number;
  apiKeyRateLimit: number;
  /** Webhooks to http:// and non-public addresses allowed (development, tests). */
  webhookPrivateTargets: boolean;
  webhookRetryPollSeconds: number;
  trustProxy: TrustProxy;
  metricsToken: string | null;
  googleMaps: { apiKey: string; baseUrl: string } | null;
  juso: { apiKey: string; baseUrl: string } | null;
  mapTileUrl: string;
  /** The outbox (a table) unless an SMTP server is configured. */
  mail: { transport: 'outbox'; from: string } | { transport: 'smtp'; url: string; from: string };
  /** The web app's origin as customers reach it, without a trailing slash. */
  publicWebUrl: string;
  passwordReset: { tokenTtlSeconds: number; maxPerAccount: number; maxPerIp: number; windowSeconds: number };
  payments: PaymentsConfig;
};

/** Parses the environment once at boot; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid environment:\n  JWT_SECRET: required in production');
  }
  if (e.NODE_ENV === 'production' && e.SMTP_URL && !e.PUBLIC_WEB_URL) {
    // Without it the links would point at whatever address the server listens on.
    throw new Error('Invalid environment:\n  PUBLIC_WEB_URL: required in production when SMTP_URL is set');
  }
  if (e.NODE_ENV !== 'test' && e.PASSWORD_HASH_COST < PRODUCTION_PASSWORD_HASH_COST) {
    throw new Error(
      `Invalid environment:\n  PASSWORD_HASH_COST: below ${PRODUCTION_PASSWORD_HASH_COST} only for tests (NODE_ENV=test)`,
    );
  }
  const sandbox = e.PAYMENT_SANDBOX ?? e.NODE_ENV !== 'production';
  if (e.NODE_ENV === 'production' && sandbox) {
    throw new Error('Invalid environment:\n  PAYMENT_SANDBOX: the payment sandbox is refused in production');
  }
  const webhookPrivateTargets = e.WEBHOOK_PRIVATE_TARGETS ?? e.NODE_ENV !== 'production';
  if (e.NODE_ENV === 'production' && webhookPrivateTargets) {
    // A customer's endpoint must never reach the server's own network (SSRF).
    throw new Error('Invalid environment:\n  WEBHOOK_PRIVATE_TARGETS: refused in production');
  }
  const database = e.DATABASE_URL
    ? ({
        kind: 'postgres',
        url: e.DATABASE_URL,
        ...(e.DATABASE_SESSION_URL ? { sessionUrl: e.DATABASE_SESSION_URL } : {}),
      } as const)
    : ({
        kind: 'pglite',
        dataDir: e.DATA_DIR === 'memory' ? null : fromRoot(e.DATA_DIR),
        thread: e.PGLITE_THREAD,
      } as const);
  const publicWebUrl = (e.PUBLIC_WEB_URL ?? ownAddress(e.HOST, e.PORT)).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database,
    embeddedTemplateDir: e.EMBEDDED_TEMPLATE_DIR === 'off' ? null : fromRoot(e.EMBEDDED_TEMPLATE_DIR),
    referenceDataDir: fromRoot(e.REFERENCE_DATA_DIR),
    uploadsDir: fromRoot(e.UPLOADS_DIR),
    receiptStorage: receiptStorageConfig(e),
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    seedDemo: e.SEED_DEMO ?? database.kind === 'pglite',
    jwtSecret: e.JWT_SECRET ?? null,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    loginThrottle: {
      maxFailuresPerAccountAndAddress: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    },
    authRouteRateLimit: e.AUTH_ROUTE_RATE_LIMIT,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    webhookPrivateTargets,
    webhookRetryPollSeconds: e.WEBHOOK_RETRY_POLL_SECONDS,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN ?? null,
    googleMaps: e.GOOGLE_MAPS_API_KEY ? { apiKey: e.GOOGLE_MAPS_API_KEY, baseUrl: e.GOOGLE_MAPS_BASE_URL } : null,
    juso: e.JUSO_API_KEY ? { apiKey: e.JUSO_API_KEY, baseUrl: e.JUSO_BASE_URL } : null,
    mapTileUrl: e.MAP_TILE_URL,
    mail: e.SMTP_URL
      ? { transport: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM }
      : { transport: 'outbox', from: e.MAIL_FROM },
    publicWebUrl,
    payments: paymentsConfig(e, sandbox, publicWebUrl),
    passwordReset: {
      tokenTtlSeconds: e.PASSWORD_RESET_TOKEN_TTL_SECONDS,
      maxPerAccount: e.PASSWORD_RESET_MAX_PER_ACCOUNT,
      maxPerIp: e.PASSWORD_RESET_MAX_PER_IP,
      windowSeconds: e.PASSWORD_RESET_WINDOW_SECONDS,
    },
  };
}

/** The disk unless RECEIPT_STORAGE=s3, which needs a bucket, and a key id only with its secret. */
function receiptStorageConfig(e: z.output<typeof envSchema>): AppConfig['receiptStorage'] {
  if (e.RECEIPT_STORAGE === 'disk') return { kind: 'disk' };
  if (!e.S3_BUCKET) throw new Error('Invalid environment:\n  S3_BUCKET: required when RECEIPT_STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    // One without the other would quietly fall back to whatever the SDK's default chain finds.
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const credentials =
    e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    kind: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
      credentials,
      keyPrefix: e.S3_KEY_PREFIX,
    },
  };
}

/**
 * A configured VNPay terminal wins; without one the sandbox stands in (its page and merchant API on
 * this server's public address); with neither, VNPay is off.
 */
function paymentsConfig(e: z.output<typeof envSchema>, sandbox: boolean, publicWebUrl: string): PaymentsConfig {
  const allowedOrigins = e.PAYMENT_ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const configured =
    e.VNPAY_TMN_CODE && e.VNPAY_HASH_SECRET
      ? {
          tmnCode: e.VNPAY_TMN_CODE,
          hashSecret: e.VNPAY_HASH_SECRET,
          paymentUrl: e.VNPAY_PAYMENT_URL,
          apiUrl: e.VNPAY_API_URL,
        }
      : null;
  const standIn = sandbox
    ? {
        ...SANDBOX_VNPAY,
        paymentUrl: `${publicWebUrl}${SANDBOX_VNPAY_PAYMENT_PATH}`,
        apiUrl: `${publicWebUrl}${SANDBOX_VNPAY_API_PATH}`,
      }
    : null;
  return {
    sandbox,
    expiryMinutes: e.PAYMENT_EXPIRY_MINUTES,
    vbankDepositHours: e.PAYMENT_VBANK_DEPOSIT_HOURS,
    jobIntervalSeconds: e.PAYMENT_JOB_INTERVAL_SECONDS,
    vnpay: configured ?? standIn,
    portone: portoneAccount(e, sandbox, publicWebUrl),
    allowedOrigins: sandbox ? [...allowedOrigins, new URL(publicWebUrl).origin] : allowedOrigins,
  };
}

/** A configured PortOne account wins; without one the sandbox stands in (its API and script on this server). */
function portoneAccount(e: z.output<typeof envSchema>, sandbox: boolean, publicWebUrl: string): PortoneAccount | null {
  if (e.PORTONE_IMP_CODE && e.PORTONE_IMP_KEY && e.PORTONE_IMP_SECRET) {
    return {
      impCode: e.PORTONE_IMP_CODE,
      impKey: e.PORTONE_IMP_KEY,
      impSecret: e.PORTONE_IMP_SECRET,
      apiUrl: e.PORTONE_API_URL,
      scriptUrl: e.PORTONE_SCRIPT_URL,
    };
  }
  if (!sandbox) return null;
  return {
    ...SANDBOX_PORTONE,
    apiUrl: `${publicWebUrl}${SANDBOX_PORTONE_API_PATH}`,
    scriptUrl: `${publicWebUrl}${SANDBOX_IAMPORT_SCRIPT_PATH}`,
  };
}

/** This server as a browser on the same machine reaches it (a wildcard host is reached as localhost). */
function ownAddress(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
