import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredAuth } from './auth-storage.ts';
import { followEventStream } from './event-stream.ts';

function streamResponse(text: string, status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

describe('followEventStream', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    setStoredAuth('token-123', 3600);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the token, hands over each event, and reconnects after a pause, saying so', async () => {
    fetchMock
      .mockResolvedValueOnce(streamResponse('retry: 5000\n\nevent: step\ndata: {"status":"SENDING"}\n\n'))
      .mockResolvedValueOnce(streamResponse('event: step\ndata: {"status":"RECEIVING"}\n\n'))
      .mockResolvedValue(streamResponse('', 404));
    const events: string[] = [];
    const opens: boolean[] = [];
    const controller = new AbortController();

    const following = followEventStream(
      '/v1/order/abc/stream',
      { onEvent: (message) => events.push(`${message.event}:${message.data}`), onOpen: (again) => opens.push(again) },
      controller.signal,
    );
    await vi.runAllTimersAsync();
    await following;

    expect(events).toEqual(['step:{"status":"SENDING"}', 'step:{"status":"RECEIVING"}']);
    expect(opens).toEqual([false, true]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/order/abc/stream');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-123');
    // The third answer, 404, ends it: nothing more is asked.
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stops when the page is left', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    const controller = new AbortController();
    const following = followEventStream('/v1/order/abc/stream', { onEvent: () => {} }, controller.signal);
    await vi.advanceTimersByTimeAsync(12_000);
    controller.abort();
    await vi.runAllTimersAsync();
    await following;
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(4);
  });
});
