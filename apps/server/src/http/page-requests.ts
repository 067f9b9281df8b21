import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How a page path is answered with the web app (plugins/web-app.ts makes one when there is a build). */
export type SpaPageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Page paths (not /api, not a file) get the SPA's index.html, also where no route matched (error-handler.ts). */
export function isPageRequest(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const pathname = request.url.split('?')[0];
  return isRead && !pathname.startsWith('/api/') && pathname !== '/api' && !path.extname(pathname);
}
