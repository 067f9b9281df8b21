#!/usr/bin/env node
/*
 * Bundles the server for `npm start` and the browser tests: apps/server/dist/server.js and the
 * child process that builds a new embedded database's template. Loading ~1,000 TypeScript and
 * ESM files through the tsx loader took 2.4 s of every start; one bundle loads in ~0.3 s
 * (docs/decisions/embedded-database-memory.md). Tests and `npm run dev` keep running the sources.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');

/*
 * Left to Node's own loader: packages that find their files next to their modules (PGlite's
 * WebAssembly, Swagger UI's pages, pino's worker threads) and pg's optional native binding.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  'pg',
  'pg-native',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  // pdfkit reads its font metrics next to its module; bwip-js is kept beside it.
  'pdfkit',
  'bwip-js',
  // exceljs's zip writer (archiver 5) still calls the deprecated Buffer(); Node warns of that only
  // outside node_modules, so bundled it warned on the first export of every process.
  'exceljs',
];

await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'apps/server/src/server.ts',
    'build-embedded-template': 'apps/server/src/db/seed/build-embedded-template.ts',
    'pglite-worker': 'apps/server/src/db/pglite-thread/worker.ts',
  },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  /*
   * The entry stays small and the application is a chunk of its own (server.ts imports it dynamically), so the
   * embedded database's thread starts before the 5 MB of the application are compiled: healthy on an existing
   * database in 2.81 s against 3.08 s (median of 5, issue 35).
   */
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external: EXTERNAL,
  logLevel: 'warning',
  // CommonJS packages inside an ES module bundle still call require and read __dirname.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      "const __dirname = __filename.slice(0, __filename.lastIndexOf('/'));",
    ].join('\n'),
  },
});
console.log('server build: apps/server/dist/server.js');
