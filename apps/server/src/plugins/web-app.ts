import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { languageFromCookieHeader } from '@skyparcel/domain/locale';
import { type FrameAudience, mayBeSentFrame } from '@skyparcel/domain/page-frames';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SpaPageSender } from '../http/page-requests.ts';
import { type DataPageSources, drawnPageSender, type PageDrawing } from './drawn-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where the web build puts the pages it prerendered: `<page>.<language>.html` (apps/web/scripts/prerender.mjs). */
const PRERENDERED_DIR = 'prerendered';

/** Where the web build puts each page's HTML with its chunks named, and the table of which path gets which. */
const PAGES_TABLE = 'pages/pages.json';

/**
 * A page path pattern of the web's router as a regular expression, and the HTML file for the paths it
 * matches; a page with its first frame drawn has a file per language (`{language}` in its name), sent
 * to the browsers its audience names (page-frames.ts).
 */
type PageFile = {
  pattern: RegExp;
  file: string;
  fileByLanguage?: string;
  frameAudience?: FrameAudience;
  /** A page the server draws with the customer's data (drawn-pages.ts), its frame then the fallback. */
  drawnWithData?: PageDrawing;
};

/** The build's HTML per page (apps/web/scripts/prerender.mjs); none in a build without the table. */
function findPageFiles(distDir: string): PageFile[] {
  const table = path.join(distDir, PAGES_TABLE);
  if (!existsSync(table)) return [];
  const rows = JSON.parse(readFileSync(table, 'utf8')) as (Omit<PageFile, 'pattern'> & { pattern: string })[];
  return rows.map(({ pattern, ...files }) => ({ ...files, pattern: new RegExp(pattern) }));
}

/** The prerendered pages of a build, as the file to send per page path and language. */
function findPrerenderedPages(distDir: string): Set<string> {
  const dir = path.join(distDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Set();
  return new Set(readdirSync(dir).filter((file) => file.endsWith('.html')));
}

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html for any other
 * page path so the client router takes it. Without a build, only the API is served.
 * The build writes a .br and a .gz beside every text file; the one the browser accepts is
 * sent (Content-Encoding, Vary: Accept-Encoding), the plain file otherwise.
 * Answers how to send a page path: null without a build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  dataSources: DataPageSources,
): Promise<SpaPageSender | null> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web build not found: run `npm run build` to serve the portal');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: 'index.html',
    preCompressed: true,
    // The build stamp (scripts/build-if-changed.mjs) and any other dotfile stay private.
    dotfiles: 'ignore',
    // Also called for sendFile (the SPA fallback below), with the path of the file actually sent.
    setHeaders: (reply, filePath) => {
      const isHashedAsset = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
    },
  });
  const pageFiles = findPageFiles(distDir);
  const drawn = drawnPageSender(distDir, pageFiles, dataSources);
  return spaPageSender(findPrerenderedPages(distDir), pageFiles, drawn);
}

/**
 * A page path gets its prerendered HTML in the language of the visitor's cookie when the build
 * made one (the answer then varies by cookie), else its first frame in that language when the
 * browser's cookie says the frame is drawn for it (a signed-out visitor is never sent the signed-in
 * chrome, nor a personal account the Cargo Direct page), drawn with the customer's data when the page
 * is drawn so and the server has it (drawn-pages.ts), else the HTML that names the page's chunks,
 * else index.html; either compressed as the browser accepts like any other file, and never cached unchecked.
 */
function spaPageSender(
  prerendered: Set<string>,
  pageFiles: PageFile[],
  sendDrawn: (request: FastifyRequest, reply: FastifyReply, page: PageDrawing) => Promise<boolean>,
): SpaPageSender {
  return async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const pathname = request.url.split('?')[0];
    const page = pathname.slice(1);
    if (!page.includes('/') && page !== '') {
      const file = `${page}.${languageFromCookieHeader(request.headers.cookie)}.html`;
      if (prerendered.has(file)) return reply.header('Vary', 'Cookie').sendFile(`${PRERENDERED_DIR}/${file}`);
    }
    const pageFile = pageFiles.find(({ pattern }) => pattern.test(pathname));
    if (pageFile?.fileByLanguage) {
      reply.header('Vary', 'Cookie');
      const { cookie } = request.headers;
      if (mayBeSentFrame(pageFile.frameAudience ?? 'everyone', cookie)) {
        if (pageFile.drawnWithData && (await sendDrawn(request, reply, pageFile.drawnWithData))) return reply;
        return reply.sendFile(pageFile.fileByLanguage.replace('{language}', languageFromCookieHeader(cookie)));
      }
    }
    return reply.sendFile(pageFile?.file ?? 'index.html');
  };
}
