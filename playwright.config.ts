import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/*
 * Browser tests run against the real server (built SPA + API) on a fresh in-memory
 * PGlite seeded with demo data, driven in Debian's Chromium (the Playwright download
 * is not reachable here; docs/decisions/tests.md): its headless shell where installed, the same
 * engine without the desktop browser's start-up, a fifth faster over the suite.
 */
const port = Number(process.env.E2E_PORT ?? 8199);
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/*
 * Two servers, each on its own in-memory database: the screens' tests on one, one at a time (they
 * share the demo accounts and expect no one else to change them meanwhile), and the page walks
 * (e2e/page-walks.spec.ts, six walks that only add orders of their own) on the other, beside them
 * and then two at a time. The browser stage took 17 m 46 s in CI with everything in one queue.
 */
const SCREENS_PORT = port;
const WALKS_PORT = port + 1;
const PAGE_WALKS = /page-walks\.spec\.ts/;
const baseURL = (at: number) => `http://127.0.0.1:${at}`;

/** The bundle npm start runs, rebuilt first when the server's sources changed. */
function appServer(at: number) {
  return {
    command: 'node scripts/build-if-changed.mjs server && node apps/server/dist/server.js',
    url: `${baseURL(at)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(at),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // High per-IP limit so the suite's many sign-ins from one address are not throttled;
      // the per-IP rule itself is covered by the API tests.
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      // Hundreds of sign-ins and sign-ups: scrypt at the lowest cost a test run may use (a hash keeps its cost).
      PASSWORD_HASH_COST: '10',
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'screens', testIgnore: PAGE_WALKS, workers: 1, use: { baseURL: baseURL(SCREENS_PORT) } },
    { name: 'walks', testMatch: PAGE_WALKS, fullyParallel: true, use: { baseURL: baseURL(WALKS_PORT) } },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.TEST_REPORT_DIR}/playwright.json` }]]
    : [['list']],
  use: {
    browserName: 'chromium',
    // CI retries a failed test once; its trace is recorded then, not for every green test.
    trace: 'on-first-retry',
    // A click that waits longer than this for its element is a failure to report, not to sit out.
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The walks' server starts first so that the builder above runs once before the second start.
  webServer: [appServer(WALKS_PORT), appServer(SCREENS_PORT)],
});
