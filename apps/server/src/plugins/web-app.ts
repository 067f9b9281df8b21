import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html for any other
 * page path so the client router takes it. Without a build, only the API is served.
 * The build writes a .br and a .gz beside every text file; the one the browser accepts is
 * sent (Content-Encoding, Vary: Accept-Encoding), the plain file otherwise.
 * Answers whether the SPA is there.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web build not found: run `npm run build` to serve the portal');
    return false;
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
  return true;
}

/** Page paths (not /api, not a file) get the SPA's index.html. */
export function isPageRequest(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const pathname = request.url.split('?')[0];
  return isRead && !pathname.startsWith('/api/') && pathname !== '/api' && !path.extname(pathname);
}

/** index.html, compressed as the browser accepts like any other file, and never cached unchecked. */
export function sendSpaIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
