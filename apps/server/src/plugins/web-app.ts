import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached for a year, and index.html for any other
 * page path so the client router takes it. Without a build, only the API is served.
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
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
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

export function sendSpaIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
