import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * A router of the app's own routes (fed by `onRoute`, so register this before them) that answers
 * which methods a path takes: a known path asked with another method is 405 with `Allow`, not
 * 404. Fastify's router answers only whether this method matches.
 */
export function trackAllowedMethods(app: FastifyInstance): (url: string) => string[] {
  const routes: { method: HTTPMethod; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) routes.push({ method, url: route.url });
  });
  // Built on the first unmatched request, not while the routes register: a second router of every
  // route cost about 60 ms of each start of the server, for an answer most processes never give.
  let router: ReturnType<typeof FindMyWay> | undefined;
  let methods: HTTPMethod[] = [];
  const routerOfRoutes = () => {
    if (router) return router;
    router = FindMyWay({ ignoreTrailingSlash: false });
    for (const { method, url } of routes) {
      if (!router.hasRoute(method, url)) router.on(method, url, () => undefined);
    }
    methods = [...new Set(routes.map((route) => route.method))];
    return router;
  };
  return (url) => {
    const path = url.split('?', 1)[0];
    const known = routerOfRoutes();
    return methods.filter((method) => known.find(method, path) !== null);
  };
}
