import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { languageFromCookieHeader } from '@skyparcel/domain/locale';
import type { FastifyInstance } from 'fastify';
import type { SpaPageSender } from '../http/page-requests.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where the web build puts the pages it prerendered: `<page>.<language>.html` (apps/web/scripts/prerender.mjs). */
const PRERENDERED_DIR = 'prerendered';

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
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<SpaPageSender | null> {
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
  return spaPageSender(findPrerenderedPages(distDir));
}

/**
 * A page path gets its prerendered HTML in the language of the visitor's cookie when the build
 * made one (the answer then varies by cookie), and index.html otherwise; either compressed as the
 * browser accepts like any other file, and never cached unchecked.
 */
function spaPageSender(prerendered: Set<string>): SpaPageSender {
  return (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const page = request.url.split('?')[0].slice(1);
    if (!page.includes('/') && page !== '') {
      const file = `${page}.${languageFromCookieHeader(request.headers.cookie)}.html`;
      if (prerendered.has(file)) return reply.header('Vary', 'Cookie').sendFile(`${PRERENDERED_DIR}/${file}`);
    }
    return reply.sendFile('index.html');
  };
}
