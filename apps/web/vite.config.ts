import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

// Every text asset gets a .br and a .gz beside it; the server sends the one the browser accepts.
const TEXT_ASSETS = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

// `ANALYZE=1 npm run build` also writes a treemap of every chunk (sizes gzip and brotli) here.
const ANALYZE_REPORT = fileURLToPath(new URL('./node_modules/.cache/bundle-analysis.html', import.meta.url));

const inPackages = (names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * The libraries every page starts with, each set in one file instead of dozens: on a phone each file costs a
 * round trip before the page can render (docs/decisions/first-load-of-the-web-app.md, "Vendor files").
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: inPackages(['react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser']),
    priority: 30,
  },
  {
    name: 'mantine',
    test: inPackages([
      '@mantine/core',
      '@mantine/hooks',
      '@floating-ui',
      'react-remove-scroll',
      'react-remove-scroll-bar',
      'react-style-singleton',
      'use-callback-ref',
      'use-sidecar',
      'react-number-format',
      'react-textarea-autosize',
      'tslib',
      'clsx',
      'get-nonce',
      'detect-node-es',
      'type-fest',
    ]),
    // Only the parts three or more pages use: a widget of one page stays with that page.
    minShareCount: 3,
    priority: 20,
  },
  {
    name: 'data',
    test: inPackages(['@tanstack', 'i18next', 'react-i18next', 'html-parse-stringify', 'void-elements']),
    priority: 10,
  },
  { name: 'icons', test: inPackages(['@tabler/icons-react']), priority: 5 },
];

/**
 * The page paints from its HTML (the shell skeleton or a prerendered page) and the stylesheet; the scripts are
 * fetched at low priority so that, on a slow phone link, they do not hold the stylesheet back (issue 35: the
 * first paint of every page came at 2.4 s in Lighthouse's mobile run, after the scripts, not at 0.9 s).
 */
const scriptsAfterStyles = {
  name: 'skyparcel:scripts-after-styles',
  transformIndexHtml: {
    order: 'post' as const,
    handler: (html: string) =>
      html
        .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
        .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"'),
  },
};

// The Node server serves the API under /api; in development Vite proxies to it so the
// browser talks to one origin, exactly as in production.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    scriptsAfterStyles,
    // The prerender's server-side build (scripts/prerender.mjs) is only run, never served.
    !isSsrBuild &&
      compression({
        include: TEXT_ASSETS,
        algorithms: [
          defineAlgorithm('gzip', { level: 9 }),
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ],
        // Even a tiny chunk is sent compressed, so every text answer carries Content-Encoding.
        skipIfLargerOrEqual: false,
        logLevel: 'silent',
      }),
    process.env.ANALYZE
      ? visualizer({ filename: ANALYZE_REPORT, template: 'treemap', gzipSize: true, brotliSize: true })
      : null,
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks each page module needs: scripts/prerender.mjs names them in each page's HTML.
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
}));
