import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers: a status (200 unless given), a body sent as JSON, and an optional delay. */
export type StandInAnswer = { status?: number; body: unknown; delayMs?: number };

export type StandInServer = {
  /** `http://127.0.0.1:<port>`, the base URL to give the client under test. */
  baseUrl: string;
  /** Sets the answer of every request from now on. */
  answer(next: StandInAnswer): void;
  /** Sets the answer and forgets the URLs asked so far (for beforeEach). */
  reset(next: StandInAnswer): void;
  /** The URL of the latest request; throws when nothing was asked since the last reset. */
  lastUrl(): URL;
  /** Every URL asked since the last reset, in order. */
  urls(): URL[];
  close(): Promise<void>;
};

/**
 * A loopback stand-in for an outside HTTP service (maps, road addresses) in tests: it answers
 * what the test set and records what was asked, so a client is tested on the real wire
 * without the network.
 */
export async function startStandInServer(first: StandInAnswer = { body: {} }): Promise<StandInServer> {
  let current = first;
  let asked: URL[] = [];
  const server = createServer((request, response) => {
    asked.push(new URL(request.url ?? '/', 'http://localhost'));
    // Read when the request arrives: a later answer() must not change a reply already on its way.
    const { status = 200, body, delayMs = 0 } = current;
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    }, delayMs);
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
      return last;
    },
    urls: () => [...asked],
    close() {
      // Keep-alive sockets of the client under test would otherwise hold the server open.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
