import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers: a status (200 unless given), a body sent as JSON, and an optional delay. */
export type StandInAnswer = { status?: number; body: unknown; delayMs?: number };

/** A request as the stand-in received it (the body as text, '' when there was none). */
export type StandInRequest = { method: string; url: URL; headers: IncomingHttpHeaders; body: string };

/** A fixed answer, or one made from each request (a gateway that echoes and signs what it was sent). */
export type StandInReply = StandInAnswer | ((request: StandInRequest) => StandInAnswer);

export type StandInServer = {
  /** `http://127.0.0.1:<port>`, the base URL to give the client under test. */
  baseUrl: string;
  /** Sets the answer of every request from now on. */
  answer(next: StandInReply): void;
  /** Sets the answer and forgets the requests so far (for beforeEach). */
  reset(next: StandInReply): void;
  /** The URL of the latest request; throws when nothing was asked since the last reset. */
  lastUrl(): URL;
  /** Every URL asked since the last reset, in order. */
  urls(): URL[];
  /** Every request since the last reset, in order. */
  requests(): StandInRequest[];
  close(): Promise<void>;
};

/**
 * A loopback stand-in for an outside HTTP service (maps, road addresses, payment gateways) in
 * tests: it answers what the test set and records what was asked, so a client is tested on the
 * real wire without the network.
 */
export async function startStandInServer(first: StandInReply = { body: {} }): Promise<StandInServer> {
  let current = first;
  let asked: StandInRequest[] = [];
  const server = createServer((incoming, response) => {
    // Read when the request arrives: a later answer() must not change a reply already on its way.
    const reply = current;
    let body = '';
    incoming.on('data', (chunk) => {
      body += chunk;
    });
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://localhost'),
        headers: incoming.headers,
        body,
      };
      asked.push(request);
      const { status = 200, body: answer, delayMs = 0 } = typeof reply === 'function' ? reply(request) : reply;
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    answer(next) {
      current = next;
    },
    reset(next) {
      current = next;
      asked = [];
    },
    lastUrl() {
      const last = asked.at(-1);
      if (!last) throw new Error('the stand-in server was not asked anything');
      return last.url;
    },
    urls: () => asked.map((request) => request.url),
    requests: () => [...asked],
    close() {
      // Keep-alive sockets of the client under test would otherwise hold the server open.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
