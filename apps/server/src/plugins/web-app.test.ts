// @module-tag database-free
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageRequest } from '../http/page-requests.ts';
import { writeDrawnWebBuild } from '../test/drawn-web-build.ts';
import { registerWebApp } from './web-app.ts';

const INDEX = '<!doctype html><title>SkyParcel</title><div id="root"></div>';
const prerenderedSignIn = (language: string) =>
  `<!doctype html><html lang="${language}"><div id="root" data-prerendered="">sign-in</div>`;
/** A page's HTML as the build writes it with the page's chunks named (apps/web/scripts/prerender.mjs). */
const pageWithChunks = (chunk: string) => `<!doctype html><link rel="modulepreload" href="/assets/${chunk}.js">`;
const SCRIPT = `console.log(${JSON.stringify('SkyParcel '.repeat(50))});`;

/** A build as the web's writes it: every text file with its .br and .gz. */
function writeWithCompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'skyparcel-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCompressed(path.join(dist, 'index.html'), INDEX);
  writeWithCompressed(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'plain-def456.css'), 'body{margin:0}');
  mkdirSync(path.join(dist, 'prerendered'));
  for (const language of ['vi', 'en', 'ko']) {
    writeWithCompressed(path.join(dist, 'prerendered', `auth.${language}.html`), prerenderedSignIn(language));
  }
  mkdirSync(path.join(dist, 'pages'));
  writeWithCompressed(path.join(dist, 'pages', 'my-orders-id.html'), pageWithChunks('order-detail'));
  writeWithCompressed(path.join(dist, 'pages', 'tracking-code.html'), pageWithChunks('public-tracking'));
  writeWithCompressed(path.join(dist, 'pages', 'top-up.html'), pageWithChunks('top-up'));
  writeWithCompressed(path.join(dist, 'pages', 'order-bill.html'), pageWithChunks('order-bill'));
  for (const language of ['vi', 'en', 'ko']) {
    writeWithCompressed(path.join(dist, 'pages', `top-up.${language}.html`), pageWithChunks(`top-up ${language}`));
    writeWithCompressed(
      path.join(dist, 'pages', `order-bill.${language}.html`),
      pageWithChunks(`order-bill ${language}`),
    );
  }
  const table = [
    { pattern: '^/my-orders/[^/]+/?$', file: 'pages/my-orders-id.html' },
    { pattern: '^/tracking(?:/[^/]+)?/?$', file: 'pages/tracking-code.html' },
    {
      pattern: '^/top-up/?$',
      file: 'pages/top-up.html',
      fileByLanguage: 'pages/top-up.{language}.html',
      frameAudience: 'signed-in',
    },
    {
      pattern: '^/order-bill/?$',
      file: 'pages/order-bill.html',
      fileByLanguage: 'pages/order-bill.{language}.html',
      frameAudience: 'cargo-direct',
    },
  ];
  writeFileSync(path.join(dist, 'pages', 'pages.json'), JSON.stringify(table));
  app = Fastify();
  const sendSpaPage = await registerWebApp(app, dist, { 'order-detail': async () => null });
  if (!sendSpaPage) throw new Error('the build was not found');
  app.setNotFoundHandler((request, reply) =>
    isPageRequest(request) ? sendSpaPage(request, reply) : reply.code(404).send({ status: false }),
  );
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding && { 'accept-encoding': acceptEncoding }), ...(cookie && { cookie }) },
  });

describe('the web app', () => {
  it('sends a hashed asset as brotli when the browser takes it, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that takes neither', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await get('/assets/plain-def456.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('body{margin:0}');
  });

  it('sends index.html compressed and never cached unchecked, at / and for any page path', async () => {
    for (const url of ['/', '/index.html', '/auth/register', '/address/select/c2c/sender?page=2']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
    const plain = await get('/c2c-order-payment');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX);
  });

  it('sends the prerendered sign-in page in the language of the cookie, English without one', async () => {
    const cases = [
      [undefined, 'en'],
      ['locale=ko', 'ko'],
      ['theme=dark; locale=vi', 'vi'],
      ['locale=kr', 'ko'],
      ['locale=fr', 'en'],
    ] as const;
    for (const [cookie, language] of cases) {
      const response = await get('/auth?from=%2Forders', 'gzip, deflate, br', cookie);
      expect(response.statusCode, cookie).toBe(200);
      expect(response.headers['content-encoding'], cookie).toBe('br');
      expect(response.headers['cache-control'], cookie).toBe('no-cache');
      expect(response.headers.vary, cookie).toMatch(/^cookie, accept-encoding$/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), cookie).toBe(prerenderedSignIn(language));
    }
  });

  it('sends index.html for a page the build did not prerender and for a prerendered file asked by its path', async () => {
    const response = await get('/auth/forgot-password', undefined, 'locale=ko');
    expect(response.body).toBe(INDEX);
    const direct = await get('/prerendered', undefined, 'locale=ko');
    expect(direct.body).toBe(INDEX);
  });

  it('sends the HTML that names a page’s chunks to the paths its pattern matches, index.html to the others', async () => {
    const cases = [
      ['/my-orders/86a482e8?tab=all', pageWithChunks('order-detail')],
      ['/my-orders/86a482e8/', pageWithChunks('order-detail')],
      ['/tracking', pageWithChunks('public-tracking')],
      ['/tracking/SP261128000001', pageWithChunks('public-tracking')],
      ['/my-orders', INDEX],
      ['/my-orders/86a482e8/more', INDEX],
      ['/tracking-list', INDEX],
    ] as const;
    for (const [url, html] of cases) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
    }
  });

  it('sends a page drawn at build time in the language of the cookie, English without one', async () => {
    const cases = [
      ['frames=signed-in', 'en'],
      ['locale=ko; frames=signed-in', 'ko'],
      ['frames=cargo-direct; locale=vi', 'vi'],
      ['locale=fr; frames=signed-in', 'en'],
    ] as const;
    for (const [cookie, language] of cases) {
      const response = await get('/top-up?from=menu', 'gzip, deflate, br', cookie);
      expect(response.statusCode, cookie).toBe(200);
      expect(response.headers.vary, cookie).toMatch(/^cookie, accept-encoding$/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), cookie).toBe(pageWithChunks(`top-up ${language}`));
    }
  });

  it('sends a signed-in page drawn at build time only to a browser whose cookie says it is signed in', async () => {
    const cases = [
      [undefined, 'top-up'],
      ['locale=vi', 'top-up'],
      ['frames=nobody; locale=vi', 'top-up'],
      ['frames=signed-in; locale=vi', 'top-up vi'],
    ] as const;
    for (const [cookie, page] of cases) {
      const response = await get('/top-up', 'br', cookie);
      expect(response.headers.vary, cookie).toMatch(/^cookie, accept-encoding$/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), cookie).toBe(pageWithChunks(page));
    }
  });

  it('sends the Cargo Direct page drawn at build time only to an account with a contract', async () => {
    const cases = [
      [undefined, 'order-bill'],
      ['frames=signed-in; locale=ko', 'order-bill'],
      ['frames=cargo-direct; locale=ko', 'order-bill ko'],
    ] as const;
    for (const [cookie, page] of cases) {
      const response = await get('/order-bill', 'br', cookie);
      expect(brotliDecompressSync(response.rawPayload).toString(), cookie).toBe(pageWithChunks(page));
    }
  });

  it('does not answer a missing file with the page', async () => {
    const response = await get('/assets/missing.js', 'br');
    expect(response.statusCode).toBe(404);
  });
});

describe('a page drawn with data, when its data or its drawing fails', () => {
  const frame = '<!doctype html><body><div id="root" data-frame="vi" inert><p>skeleton</p></div></body>';
  async function appWith(source: () => Promise<unknown>, renderer: string) {
    const dist = writeDrawnWebBuild({ pageWithoutFrame: INDEX, frame: () => frame, renderer });
    const drawnApp = Fastify({ logger: false });
    const sendSpaPage = await registerWebApp(drawnApp, dist, { 'order-detail': source });
    drawnApp.setNotFoundHandler((request, reply) => sendSpaPage?.(request, reply));
    return drawnApp;
  }
  const drawing = 'export async function renderOrderDetailPage() { return { markup: "<h1>drawn</h1>", state: {} }; }';

  it('sends the page as it comes without data: the database away, or a render that throws', async () => {
    const cases = [
      await appWith(async () => {
        throw new Error('connection refused');
      }, drawing),
      await appWith(
        async () => ({ order_id: 'SP1' }),
        'export async function renderOrderDetailPage() { throw new Error("render"); }',
      ),
    ];
    for (const drawnApp of cases) {
      const response = await drawnApp.inject({
        method: 'GET',
        url: '/my-orders/SP1',
        headers: { cookie: 'locale=vi; frames=signed-in; page_session=token' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(frame);
      await drawnApp.close();
    }
  });
});
