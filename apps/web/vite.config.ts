import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin } from 'vite';
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

/** Where the page's module links wait until the first paint (scripts/prerender.mjs adds each page's own). */
const AFTER_PAINT_TEMPLATE = 'modules-after-paint';

/**
 * Fetches and runs the app once the page has painted (emitted as a hashed asset): the module links
 * of the entry and the page wait in an inert <template>, and are put in the head, all at once, after
 * the first frame. Fetched beside the stylesheet, the scripts (270 KiB on the sign-in page) shared
 * a phone's link with it and ran before the first paint: Lighthouse's mobile run put the sign-in
 * page's largest paint at 2.9 s, behind script work the page does not need to show itself.
 * A tab opened in the background, where no frame comes, starts at once.
 */
const BOOT_SOURCE = `const entry = document.querySelector('script[data-entry]').dataset.entry;
const links = document.getElementById('${AFTER_PAINT_TEMPLATE}');
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const start = async () => {
  const preloads = links ? [...links.content.cloneNode(true).children] : [];
  const modules = preloads.map((link) => link.getAttribute('href'));
  // A few module links per task: each starts a fetch, and all of them at once (46 on a signed-in page) held the main thread.
  for (let from = 0; from < preloads.length; from += 6) {
    document.head.append(...preloads.slice(from, from + 6));
    await nextTask();
  }
  // One module file evaluated per task, the entry last: a phone's main thread is never held for all of them at once.
  try {
    for (const module of modules) {
      if (module !== entry) await import(module).then(nextTask);
    }
  } finally {
    import(entry);
  }
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
`;

/**
 * The page paints from its HTML (the shell skeleton or a prerendered page) and the stylesheet alone; the
 * scripts are fetched and run after that first paint (BOOT_SOURCE). Issue 35: the first paint of every page
 * came at 2.4 s in Lighthouse's mobile run, after the scripts, not at 0.9 s.
 */
const scriptsAfterPaint: Plugin = {
  name: 'skyparcel:scripts-after-paint',
  apply: 'build',
  buildStart() {
    this.emitFile({ type: 'asset', name: 'boot.js', source: BOOT_SOURCE });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const boot = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'asset' && output.names.includes('boot.js'),
      );
      if (!boot) throw new Error('the boot script was not emitted');
      const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      const entry = entryScript.exec(html)?.[1];
      if (!entry) throw new Error('index.html has no entry script to boot');
      const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      const links = [`<link rel="modulepreload" crossorigin href="${entry}">`, ...preloads].join('');
      return html
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(
          entryScript,
          `<template id="${AFTER_PAINT_TEMPLATE}">${links}</template>` +
            `<script type="module" src="/${boot.fileName}" data-entry="${entry}"></script>`,
        );
    },
  },
};

/**
 * Mantine's modules that the build resolves to ours, each file saying why: its useId (ids from React's
 * useId, never redrawn), its useMediaQuery (the answer at the first render) and its Portal (its node
 * there for the first render). Each is matched by its file name, imported from inside its own package.
 */
const MANTINE_IN_PLACE = [
  { file: '/use-id.mjs', inside: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/, ours: './src/lib/mantine-use-id.ts' },
  {
    file: '/use-media-query.mjs',
    inside: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/,
    ours: './src/lib/mantine-use-media-query.ts',
  },
  { file: '/Portal.mjs', inside: /[\\/]@mantine[\\/]core[\\/]esm[\\/]/, ours: './src/lib/mantine-portal.tsx' },
];
const mantineInPlace: Plugin = {
  name: 'skyparcel:mantine-in-place',
  enforce: 'pre',
  resolveId(source, importer) {
    const module =
      importer && MANTINE_IN_PLACE.find((entry) => source.endsWith(entry.file) && entry.inside.test(importer));
    return module ? fileURLToPath(new URL(module.ours, import.meta.url)) : null;
  },
};

// The Node server serves the API under /api; in development Vite proxies to it so the
// browser talks to one origin, exactly as in production.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mantineInPlace,
    !isSsrBuild && scriptsAfterPaint,
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
