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

/** Where Vite writes which chunks and stylesheets each source module needs (build.manifest). */
const MANIFEST = '.vite/manifest.json';
/** The pages' HTML with their chunks named, and the table the server picks one by (apps/server/src/plugins/web-app.ts). */
const PAGES_DIR = 'pages';
const PAGES_TABLE = 'pages.json';

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

/** A manifest entry's chunk and every chunk it imports statically, and their stylesheets. */
function chunksOf(manifest, key, into = { scripts: new Set(), styles: new Set() }) {
  const entry = manifest[key];
  if (!entry) throw new Error(`the build manifest has no ${key}`);
  if (into.scripts.has(entry.file)) return into;
  into.scripts.add(entry.file);
  for (const file of entry.css ?? []) into.styles.add(file);
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

/**
 * The links that fetch a page's chunks beside the entry's, rather than after it has run and the
 * router has asked for them (one round trip less on a phone): scripts in the template that the boot
 * script puts in the head after the first paint (vite.config.ts, scriptsAfterPaint); stylesheets
 * preloaded, not render-blocking, so the shell still paints from the first bytes. What index.html
 * already loads is not named twice.
 */
function pageLinks(manifest, modules) {
  const entry = chunksOf(manifest, 'index.html');
  const page = { scripts: new Set(), styles: new Set() };
  for (const module of modules) chunksOf(manifest, `src/app/${module.replace(/^\.\//, '')}`, page);
  const scripts = [...page.scripts].filter((file) => !entry.scripts.has(file));
  const styles = [...page.styles].filter((file) => !entry.styles.has(file));
  return {
    scripts: scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
    styles: styles.map((file) => `<link rel="preload" as="style" href="/${file}">`).join(''),
  };
}

const AFTER_PAINT_TEMPLATE_END = '</template>';

function withLinks(template, links = { scripts: '', styles: '' }) {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  if (!template.includes(AFTER_PAINT_TEMPLATE_END)) throw new Error('index.html has no template of module links');
  return template
    .replace(AFTER_PAINT_TEMPLATE_END, `${links.scripts}${AFTER_PAINT_TEMPLATE_END}`)
    .replace('</head>', `${links.styles}</head>`);
}

/** A path pattern of the router (`/my-orders/:id`, `/tracking/:code?`) as a regular expression's source. */
function patternSource(pattern) {
  const segments = pattern.split('/').filter(Boolean);
  const parts = segments.map((segment) => {
    if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  });
  return `^${parts.join('')}/?$`;
}

/** Writes every page's HTML with its links, and the table of which path gets which; answers the links by path. */
async function writePages(template, manifest, pages) {
  const dir = path.join(distDir, PAGES_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const table = [];
  const linksByPath = new Map();
  for (const page of pages) {
    const links = pageLinks(manifest, page.modules);
    const name = page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    await writeCompressed(path.join(dir, `${name}.html`), withLinks(template, links));
    table.push({ pattern: patternSource(page.path), file: `${PAGES_DIR}/${name}.html` });
    linksByPath.set(page.path, links);
  }
  await writeFile(path.join(dir, PAGES_TABLE), JSON.stringify(table, null, 2));
  return linksByPath;
}

async function main() {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(distDir, MANIFEST), 'utf8'));
  const { renderPage, listPages } = await buildRenderer();
  const linksByPath = await writePages(template, manifest, listPages());
  const outDir = path.join(distDir, 'prerendered');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const page of PAGES) {
    for (const language of LANGUAGES) {
      const markup = await renderPage(page.url, language);
      const html = pageHtml(withLinks(template, linksByPath.get(page.url)), markup, language);
      await writeCompressed(path.join(outDir, `${page.name}.${language}.html`), html);
    }
  }
  console.log(`listed the chunks of ${linksByPath.size} pages in their HTML`);
  console.log(`prerendered ${PAGES.map((page) => page.url).join(', ')} in ${LANGUAGES.join(', ')}`);
}

main().catch((error) => {
  console.error(`prerender failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
