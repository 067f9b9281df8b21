import { defineConfig } from 'vitest/config';

/*
 * One run, three projects: pure domain rules, the server against a real database
 * (PGlite, or PostgreSQL when DATABASE_URL is set), and web units in happy-dom.
 */
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? 'local';

export default defineConfig({
  test: {
    // CI sums the JSON reports into its closing "N passed, N failed" line.
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/vitest-${reportName}.json` }]]
      : ['default'],
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
