import type { FastifyInstance } from 'fastify';
import { databaseUnavailable, sendAppError } from './error-handler.ts';

/**
 * While the server shuts down (a deploy, a restart), requests it still receives answer 503 in
 * the envelope with Retry-After, like a database outage, instead of Fastify's own 503 body
 * (`return503OnClosing`, which the app turns off), and ask the client to reconnect elsewhere.
 */
export function answerUnavailableWhileClosing(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // A callback hook, not an async one: it runs on every request, and a promise per request costs.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isClosing) return done();
    reply.header('connection', 'close');
    sendAppError(request, reply, databaseUnavailable());
  });
}
