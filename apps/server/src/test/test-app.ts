import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { cloneTemplate, TEST_PASSWORD_HASH_COST } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  /** The app's database and configuration, for a second app on the same data (the journey simulation). */
  database: DatabaseHandle;
  config: AppConfig;
  /** Statements the app has sent to its database so far (round trips per call). */
  statementsSent(): number;
  /** Injects a request; `token` adds the bearer header, `lang` the Accept-Language. */
  request(options: InjectOptions & { token?: string; lang?: string }): Promise<LightMyRequestResponse>;
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
};

export const DEMO_PASSWORD = 'Demo@12345';

/** A real app on its own copy of the seeded database. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: () => Date } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: 'apps/web/does-not-exist',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    // Tests run the payment expiry themselves, at the moment they choose.
    PAYMENT_JOB_INTERVAL_SECONDS: '0',
    // Only a test may hash cheaper; an app that plays production keeps production's cost.
    ...(env.NODE_ENV && env.NODE_ENV !== 'test' ? {} : { PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) }),
    // Each test file's receipts in a folder of its own, outside the work tree.
    UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'skyparcel-uploads-')),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = await cloneTemplate(databaseUrl, inject('databaseTemplate'));
  const app = await buildApp(config, { database, clock: options.clock });
  await app.ready();

  const request: TestApp['request'] = ({ token, lang, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(lang ? { 'accept-language': lang } : {}),
        ...headers,
      },
    });

  return {
    app,
    db: database.db,
    database,
    config,
    statementsSent: database.statementsSent,
    request,
    async login(username, password = DEMO_PASSWORD) {
      const response = await request({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json().data.access_token as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A test file's app: made before its tests, closed after them. The answer stands for the app from
 * the start, so files declare it in one line; using it outside a test or hook is a mistake.
 */
export function testApp(env: Record<string, string> = {}, options: { clock?: () => Date } = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, options);
  });
  afterAll(() => current?.close());
  const live = () => {
    if (!current) throw new Error('testApp: the app exists only inside tests and hooks');
    return current;
  };
  return {
    get app() {
      return live().app;
    },
    get db() {
      return live().db;
    },
    get database() {
      return live().database;
    },
    get config() {
      return live().config;
    },
    statementsSent: () => live().statementsSent(),
    request: (options) => live().request(options),
    login: (username, password) => live().login(username, password),
    close: () => live().close(),
  };
}
