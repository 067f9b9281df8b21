import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much of a refused body is read before answering anyway (the JSON limit is 1 MiB). */
const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;
const MAX_DISCARD_MS = 10_000;

/**
 * A body refused for its size is answered only once it has been read, and the connection kept:
 * Fastify answers at once with `connection: close`, and a client still sending its body then
 * saw the connection reset (EPIPE) instead of the 413. Beyond the bound the answer goes out with
 * the connection closed, as before.
 */
export async function answerAfterRefusedBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (await discardRestOfBody(request.raw)) reply.removeHeader('connection');
}

function discardRestOfBody(raw: IncomingMessage): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let discarded = 0;
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > MAX_DISCARDED_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), MAX_DISCARD_MS);
    function finish(isAllRead: boolean) {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
      resolve(isAllRead);
    }
    raw.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
    raw.resume();
  });
}
