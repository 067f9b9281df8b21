import { type EventSourceMessage, EventSourceParserStream } from 'eventsource-parser/stream';
import { env } from '../config/env.ts';
import { getStoredAuth } from './auth-storage.ts';

const RETRY_MS = 5_000;

type StreamHandlers = {
  onEvent: (message: EventSourceMessage) => void;
  /** The stream is (re)connected: anything that happened while it was down has not been sent. */
  onOpen?: (isReconnect: boolean) => void;
};

/**
 * Follows one of the API's server-sent event streams with the customer's token (the browser's
 * EventSource cannot send one), reconnecting after a pause when the connection drops, until the
 * signal aborts. A stream the customer may not open (401, 404) is given up.
 */
export async function followEventStream(path: string, handlers: StreamHandlers, signal: AbortSignal): Promise<void> {
  let connections = 0;
  while (!signal.aborted) {
    const token = getStoredAuth()?.accessToken;
    if (!token) return;
    try {
      const response = await fetch(`${env.apiUrl}${path}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal,
      });
      if (response.status === 401 || response.status === 404) return;
      if (response.ok && response.body) {
        handlers.onOpen?.(connections > 0);
        connections += 1;
        await readEvents(response.body as ReadableStream<BufferSource>, handlers.onEvent);
      }
    } catch {
      // A dropped connection: tried again below, unless the page is gone.
    }
    if (!signal.aborted) await pause(RETRY_MS, signal);
  }
}

async function readEvents(body: ReadableStream<BufferSource>, onEvent: StreamHandlers['onEvent']): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    onEvent(value);
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
