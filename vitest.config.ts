import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/*
 * One run, three projects: pure domain rules, the server against a real database
 * (PGlite, or PostgreSQL when DATABASE_URL is set), and web units in happy-dom.
 */
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? 'local';

/**
 * A test that asserts nothing cannot fail: every test must reach an `expect`. expect.poll waits for
 * what must happen (a notice heard by another connection, a cache refreshed), not for how fast: its
 * default second failed on a busy shared machine, so it waits up to ten; the bench measures speed.
 */
const expectAssertions = { requireAssertions: true, poll: { timeout: 10_000 } };

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine is one test file at a time; a
    // file waits on its database thread much of the time, so two at once finish the server tests in
    // about 70 % of the time (measured on the orders module: 127 s → 91 s).
    maxWorkers: Math.max(2, availableParallelism()),
    /*
     * Which database a server test file needs, from a `// @module-tag` line at its top (README,
     * "Tests"). A file without one runs on both: PGlite in npm test, PostgreSQL in CI's second run,
     * which leaves out the two tags below (--tags-filter). Tag a new file only when it is one of these.
     */
    tags: [
      {
        name: 'database-free',
        description:
          'behaviour that no database decides (configuration, clients of outside services, HTTP plumbing before any statement): runs once, on PGlite',
      },
      { name: 'pglite-only', description: 'the embedded database itself (its thread, its data folder): PGlite only' },
    ],
    // CI sums the JSON reports into its closing "N passed, N failed" line.
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/vitest-${reportName}.json` }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          expect: expectAssertions,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          expect: expectAssertions,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          /*
           * On PostgreSQL a file's app holds a connection pool and nothing else, so the files of a worker
           * share its loaded modules: the run took 3 m 34 s with a fresh module graph per file (215 s of
           * it importing) and 1 m 13 s without. On PGlite each file's database lives in wasm memory that
           * only the end of its process frees; sharing a process ran out of heap (4 GB) mid-run.
           */
          isolate: !process.env.DATABASE_URL,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The docs that guard themselves (ARCHITECTURE.md against the folders it describes).
      { test: { name: 'docs', include: ['docs/*.test.ts'], environment: 'node', expect: expectAssertions } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          expect: expectAssertions,
        },
      },
    ],
  },
});
