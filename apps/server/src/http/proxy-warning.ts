import type { FastifyInstance } from 'fastify';

/**
 * Behind a proxy that TRUST_PROXY does not name, every customer has the proxy's address, so the
 * per-address limits (sign-in, rate limits) count them all as one. Say so once, at the first
 * request that came through a proxy, with what to set.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let hasWarned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    done();
    if (hasWarned || request.headers['x-forwarded-for'] === undefined) return;
    hasWarned = true;
    request.log.warn(
      'A request came through a proxy (X-Forwarded-For) but TRUST_PROXY is off: every client shares the ' +
        "proxy's address for sign-in and rate limits. Set TRUST_PROXY to the number of proxies in front of " +
        'the server, or to their addresses (README, "Behind a proxy").',
    );
  });
}
