import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { type Language, languageFromCookieHeader } from '@skyparcel/domain/locale';
import { DRAWN_SIGNED_IN_ATTRIBUTE, PAGE_DATA_ELEMENT_ID } from '@skyparcel/domain/page-frames';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The pages the server draws with the customer's own data, by the name the web build gives them (pages.json). */
export type PageDrawing = 'order-detail';

/**
 * Where each such page's data comes from: what the API answers the customer whose page session
 * the request carries, for the record the page's address names (its last segment), or null.
 */
export type DataPageSources = Record<PageDrawing, (request: FastifyRequest, recordId: string) => Promise<unknown>>;

/** The web's server-side entry (apps/web/src/prerender.tsx), built beside the app in a private dot directory. */
const WEB_RENDERER = '.server/prerender.js';

type DrawnPage = { markup: string; state: unknown };
type WebRenderer = {
  renderOrderDetailPage(request: {
    url: string;
    language: Language;
    orderId: string;
    answer: unknown;
  }): Promise<DrawnPage>;
};

const compressors = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
// A page drawn per request is compressed per request: quick settings, not the build's slowest.
const COMPRESSION = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
};

/**
 * Sends a page drawn with the customer's data: the page's frame in the visitor's language, its
 * first frame's markup replaced by the page rendered with the data (the web's renderer, loaded
 * the first time a page is drawn, so an idle server does not hold it), and the data itself for
 * the app to start from. Answers whether it sent the page: not when there is no data to draw (the
 * source says so) or no renderer (a build without it), or reading or drawing failed; the caller then sends
 * the page as before. (Not the reply itself: a reply is a thenable, which an await would unwrap.)
 */
export function drawnPageSender(
  distDir: string,
  pageFiles: { fileByLanguage?: string; drawnWithData?: PageDrawing }[],
  sources: DataPageSources,
) {
  const rendererFile = path.join(distDir, WEB_RENDERER);
  const hasRenderer = existsSync(rendererFile);
  let renderer: Promise<WebRenderer> | null = null;
  const frames = new Map<string, string>();
  const frameOf = (drawing: PageDrawing, language: Language) => {
    const file = pageFiles
      .find((page) => page.drawnWithData === drawing)
      ?.fileByLanguage?.replace('{language}', language);
    if (!file) return null;
    if (!frames.has(file)) frames.set(file, readFileSync(path.join(distDir, file), 'utf8'));
    return frames.get(file) ?? null;
  };
  const draw = async (request: FastifyRequest, drawing: PageDrawing): Promise<string | null> => {
    const url = request.url;
    const recordId = lastSegment(url.split('?')[0]);
    const answer = recordId ? await sources[drawing](request, recordId) : null;
    const language = languageFromCookieHeader(request.headers.cookie);
    const frame = frameOf(drawing, language);
    if (answer == null || !recordId || !frame) return null;
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<WebRenderer>;
    const drawn = await (await renderer).renderOrderDetailPage({ url, language, orderId: recordId, answer });
    return withDrawnPage(frame, drawn);
  };

  return async (request: FastifyRequest, reply: FastifyReply, drawing: PageDrawing): Promise<boolean> => {
    if (!hasRenderer) return false;
    let html: string | null;
    try {
      html = await draw(request, drawing);
    } catch (error) {
      // The database away, a render that throws: the page still comes, drawn by the app as before.
      request.log.warn({ err: error, url: request.url }, 'the page could not be drawn with its data; sent without it');
      return false;
    }
    if (html === null) return false;
    await sendHtml(request, reply, html);
    return true;
  };
}

/** The last segment of a page path, decoded as the web's router decodes it; null for a malformed one. */
function lastSegment(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.replace(/\/$/, '').split('/').pop() ?? '') || null;
  } catch {
    return null;
  }
}

/**
 * The frame with its root's markup replaced by the page drawn, to be hydrated, and the data the app starts from as
 * a JSON data block (never run). `<` is escaped in the data, so no text in it (an order's note)
 * can close the block. Replaced with functions, so a `$` in the markup is taken as it is.
 */
function withDrawnPage(frame: string, drawn: DrawnPage): string {
  const data = JSON.stringify(drawn.state).replace(/</g, '\\u003c');
  const root = /(<div id="root"[^>]*>)[\s\S]*(<\/div>\s*<\/body>)/;
  if (!root.test(frame)) throw new Error('the page frame has no <div id="root"> before </body>');
  return frame
    .replace(root, (_match, open: string, end: string) => `${hydrated(open)}${drawn.markup}${end}`)
    .replace('</body>', () => `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${data}</script></body>`);
}

/**
 * The root's tag marked for hydration (`data-prerendered`) rather than as a frame to replace
 * (`data-frame`), signed in: the page is drawn as the app's first render draws it, so React takes
 * over the markup on screen in slices instead of building the whole page again in one commit
 * (apps/web/src/main.tsx).
 */
const hydrated = (rootTag: string) => rootTag.replace('data-frame=', `${DRAWN_SIGNED_IN_ATTRIBUTE} data-prerendered=`);

/** The page, compressed as the browser accepts, for this customer's eyes only: never stored by a cache. */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): Promise<void> {
  reply
    .header('Cache-Control', 'private, no-store')
    .header('Vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as
    | keyof typeof compressors
    | undefined;
  if (!encoding) {
    reply.send(html);
    return;
  }
  const body = await compressors[encoding](html, COMPRESSION[encoding]);
  reply.header('Content-Encoding', encoding).send(body);
}
