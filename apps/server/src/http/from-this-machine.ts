import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers by which proxies and CDNs pass a request on (nginx's `X-Real-IP` among them): any of them
 * means the loopback peer is a proxy on this machine, relaying someone else.
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
];

/**
 * Whether the caller sits on this machine: the connection's own peer (not the client address a
 * proxy claims) is loopback, and the request carries no header a proxy adds.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const isForwarded = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !isForwarded;
}
