import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * A router of the app's own routes (fed by `onRoute`, so register this before them) that answers
 * which methods a path takes: a known path asked with another method is 405 with `Allow`, not
 * 404. Fastify's router answers only whether this method matches.
 */
export function trackAllowedMethods(app: FastifyInstance): (url: string) => string[] {
  const router = FindMyWay({ ignoreTrailingSlash: false });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      methods.add(method);
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => undefined);
    }
  });
  return (url) => {
    const path = url.split('?', 1)[0];
    return [...methods].filter((method) => router.find(method, path) !== null);
  };
}
