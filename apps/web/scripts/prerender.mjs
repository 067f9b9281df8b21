#!/usr/bin/env node
/*
 * `node scripts/prerender.mjs [distDir]` (run by the web build after `vite build`): renders the
 * signed-out first page to HTML in every language, so it paints its real content with the first
 * bytes instead of after the scripts, and main.tsx hydrates it (inert until then). For each page and language it
 * writes <distDir>/prerendered/<name>.<language>.html (with .br and .gz), which the server sends
 * to a visitor whose language cookie names that language (apps/server/src/plugins/web-app.ts).
 * The stylesheet stays as it is, render-blocking in the head: inlining only the rules the page
 * uses (beasties) and deferring the rest was tried and dropped, since its extract missed rules
 * (the first paint differed from the hydrated page) and the CSP forbids its inline loaders.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
const serverBuildDir = path.join(webRoot, 'node_modules/.cache/prerender');

/** Pages without a signed-in customer's data: the sign-in page, where every visit starts. */
const PAGES = [{ name: 'auth', url: '/auth' }];
const LANGUAGES = ['vi', 'en', 'ko'];

async function buildRenderer() {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: serverBuildDir, emptyOutDir: true, copyPublicDir: false },
  });
  return import(pathToFileURL(path.join(serverBuildDir, 'prerender.js')).href);
}

function pageHtml(template, markup, language) {
  const withLanguage = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  const rootPattern = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!rootPattern.test(withLanguage)) throw new Error('index.html has no <div id="root"> before </body>');
  return withLanguage.replace(
    rootPattern,
    (_match, end) => `<div id="root" data-prerendered="${language}" inert>${markup}</div>${end}`,
  );
}

async function writeCompressed(file, html) {
  const bytes = Buffer.from(html);
  await writeFile(file, bytes);
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

async function main() {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const { renderPage } = await buildRenderer();
  const outDir = path.join(distDir, 'prerendered');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const page of PAGES) {
    for (const language of LANGUAGES) {
      const markup = await renderPage(page.url, language);
      const html = pageHtml(template, markup, language);
      await writeCompressed(path.join(outDir, `${page.name}.${language}.html`), html);
    }
  }
  console.log(`prerendered ${PAGES.map((page) => page.url).join(', ')} in ${LANGUAGES.join(', ')}`);
}

main().catch((error) => {
  console.error(`prerender failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
