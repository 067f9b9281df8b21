#!/usr/bin/env node
/*
 * `node scripts/prerender.mjs [distDir]` (run by the web build after `vite build`): renders the
 * signed-out first page to HTML in every language, so it paints its real content with the first
 * bytes instead of after the scripts, and main.tsx hydrates it (inert until then). For each page and language it
 * writes <distDir>/prerendered/<name>.<language>.html (with .br and .gz), which the server sends
 * to a visitor whose language cookie names that language (apps/server/src/plugins/web-app.ts).
 * The pages a customer lands on (FRAMED_PAGES) get their first frame the same way, in
 * <distDir>/pages/<name>.<language>.html, which main.tsx replaces rather than hydrates.
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
/**
 * The web's server-side entry (src/prerender.tsx), built beside the app: this script draws the
 * build's pages with it, and the server draws the order detail with it per request. A dot
 * directory, which the server never sends as a file.
 */
const serverBuildDir = path.join(distDir, '.server');

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
    // Its libraries bundled in, so it runs wherever the build is put (WEB_DIST_DIR), without node_modules beside it.
    ssr: { noExternal: true },
  });
  return import(pathToFileURL(path.join(serverBuildDir, 'prerender.js')).href);
}

/**
 * A page's markup in place of the shell skeleton, inert until the app has it: a prerendered page
 * (`data-prerendered`) is hydrated, a frame (`data-frame`) rendered afresh (main.tsx).
 */
function pageHtml(template, markup, language, kind = 'prerendered') {
  const withLanguage = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  const rootPattern = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!rootPattern.test(withLanguage)) throw new Error('index.html has no <div id="root"> before </body>');
  return withLanguage.replace(
    rootPattern,
    (_match, end) => `<div id="root" data-${kind}="${language}" inert>${markup}</div>${end}`,
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
function pageLinks(manifest, modules, modulesAttribute) {
  const entry = chunksOf(manifest, 'index.html');
  const page = { scripts: new Set(), styles: new Set() };
  for (const module of modules) chunksOf(manifest, `src/app/${module.replace(/^\.\//, '')}`, page);
  const scripts = [...page.scripts].filter((file) => !entry.scripts.has(file));
  const styles = [...page.styles].filter((file) => !entry.styles.has(file));
  return {
    scripts: scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
    styles,
    // The page's router modules, which the app asks for before its router starts (src/app/router.tsx).
    templateStart: `${AFTER_PAINT_TEMPLATE_START.slice(0, -1)} ${modulesAttribute}="${modules.join(' ')}">`,
  };
}

const AFTER_PAINT_TEMPLATE_START = '<template id="modules-after-paint">';
const AFTER_PAINT_TEMPLATE_END = '</template>';
const NO_LINKS = { scripts: '', styles: [], templateStart: AFTER_PAINT_TEMPLATE_START };

/**
 * The page's links in its HTML. Its stylesheets are preloaded, or applied at once when the HTML draws
 * the page (a frame): its markup needs them for its first paint.
 */
function withLinks(template, links = NO_LINKS, { drawsPage = false } = {}) {
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  if (!template.includes(AFTER_PAINT_TEMPLATE_START)) throw new Error('index.html has no template of module links');
  const styles = links.styles
    .map((file) =>
      drawsPage ? `<link rel="stylesheet" href="/${file}">` : `<link rel="preload" as="style" href="/${file}">`,
    )
    .join('');
  return template
    .replace(AFTER_PAINT_TEMPLATE_START, links.templateStart)
    .replace(AFTER_PAINT_TEMPLATE_END, `${links.scripts}${AFTER_PAINT_TEMPLATE_END}`)
    .replace('</head>', `${styles}</head>`);
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
async function writePages(template, manifest, { pages, modulesAttribute }) {
  const dir = path.join(distDir, PAGES_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const table = [];
  const linksByPath = new Map();
  for (const page of pages) {
    const links = pageLinks(manifest, page.modules, modulesAttribute);
    const name = pageName(page.path);
    await writeCompressed(path.join(dir, `${name}.html`), withLinks(template, links));
    table.push({ path: page.path, pattern: patternSource(page.path), file: `${PAGES_DIR}/${name}.html` });
    linksByPath.set(page.path, links);
  }
  return { table, linksByPath };
}

/** The file name of a page path's HTML (`/my-orders/:id` → `my-orders-id`). */
const pageName = (pagePath) => pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/**
 * The table the server picks a page's HTML by: each page's pattern and file, and for a framed page the
 * file per language (`{language}` stands in the name) and who it may be sent to.
 */
async function writePagesTable(table, framed) {
  const rows = table.map(({ path: pagePath, ...row }) =>
    framed.includes(pagePath)
      ? {
          ...row,
          fileByLanguage: `${PAGES_DIR}/${pageName(pagePath)}.{language}.html`,
          frameAudience: FRAMED_PAGES.get(pagePath).audience,
          ...(FRAMED_PAGES.get(pagePath).drawnWithData
            ? { drawnWithData: FRAMED_PAGES.get(pagePath).drawnWithData }
            : {}),
        }
      : row,
  );
  await writeFile(path.join(distDir, PAGES_DIR, PAGES_TABLE), JSON.stringify(rows, null, 2));
}

/** A page's heading as the frame drew it: a text key instead means its texts were not there to draw. */
const frameHeading = (markup) => /<h1[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1] ?? null;
const looksLikeTextKey = (text) => /^[A-Za-z]+(\.[A-Za-z0-9]+)+$/.test(text);

/**
 * The pages a customer lands on, whose first render draws without a customer's data or the browser
 * (a page with a map imports Leaflet, which needs a window): each path, the address its frame is
 * drawn at, and who the server may send it to (packages/domain page-frames.ts): the signed-in chrome
 * only to a signed-in browser, the Cargo Direct page only to an account with a contract. A page the
 * server draws with the customer's data names it (`drawnWithData`): its frame, a skeleton without a
 * heading, is what a browser gets when the server has no data to draw.
 */
const FRAMED_PAGES = new Map([
  ['/c2c-order-payment', { url: '/c2c-order-payment', audience: 'signed-in' }],
  ['/order-bill', { url: '/order-bill', audience: 'cargo-direct' }],
  ['/promotion-voucher', { url: '/promotion-voucher', audience: 'signed-in' }],
  ['/my-orders', { url: '/my-orders', audience: 'signed-in' }],
  ['/my-orders/:id', { url: '/my-orders/frame', audience: 'signed-in', drawnWithData: 'order-detail' }],
  ['/top-up', { url: '/top-up', audience: 'signed-in' }],
  ['/my-profile', { url: '/my-profile', audience: 'signed-in' }],
  ['/address', { url: '/address', audience: 'signed-in' }],
  ['/tracking/:code?', { url: '/tracking', audience: 'everyone' }],
  ['/price-calculator', { url: '/price-calculator', audience: 'everyone' }],
]);

/**
 * Each page of FRAMED_PAGES gets its first frame in every language (<distDir>/pages/<name>.<language>.html),
 * sent by the visitor's language cookie. A page whose frame cannot be drawn (it throws, or its heading
 * would show text keys) fails the build: it would otherwise lose its frame unnoticed. Answers the framed paths.
 */
async function writeFrames(template, linksByPath, renderFrame) {
  const dir = path.join(distDir, PAGES_DIR);
  for (const [pagePath, { url, drawnWithData }] of FRAMED_PAGES) {
    const links = linksByPath.get(pagePath);
    if (!links) throw new Error(`the router has no page ${pagePath} to frame`);
    for (const language of LANGUAGES) {
      const markup = await renderFrame(url, language);
      const heading = frameHeading(markup);
      if (!drawnWithData && (!heading || looksLikeTextKey(heading))) {
        throw new Error(`the frame of ${pagePath} in ${language} has no heading in words: ${heading}`);
      }
      await writeCompressed(
        path.join(dir, `${pageName(pagePath)}.${language}.html`),
        pageHtml(withLinks(template, links, { drawsPage: true }), markup, language, 'frame'),
      );
    }
  }
  return [...FRAMED_PAGES.keys()];
}

async function main() {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(distDir, MANIFEST), 'utf8'));
  const { renderPage, renderFrame, listPages, PAGE_MODULES_ATTRIBUTE } = await buildRenderer();
  const { table, linksByPath } = await writePages(template, manifest, {
    pages: listPages(),
    modulesAttribute: PAGE_MODULES_ATTRIBUTE,
  });
  const outDir = path.join(distDir, 'prerendered');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const page of PAGES) {
    for (const language of LANGUAGES) {
      const markup = await renderPage(page.url, language);
      const html = pageHtml(withLinks(template, linksByPath.get(page.url), { drawsPage: true }), markup, language);
      await writeCompressed(path.join(outDir, `${page.name}.${language}.html`), html);
    }
  }
  const framed = await writeFrames(template, linksByPath, renderFrame);
  await writePagesTable(table, framed);
  console.log(`listed the chunks of ${linksByPath.size} pages in their HTML`);
  console.log(`framed ${framed.join(', ')} in ${LANGUAGES.join(', ')}`);
  console.log(`prerendered ${PAGES.map((page) => page.url).join(', ')} in ${LANGUAGES.join(', ')}`);
}

main().catch((error) => {
  console.error(`prerender failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
