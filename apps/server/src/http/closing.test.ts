// @module-tag database-free
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerUnavailableWhileClosing } from './closing.ts';

describe('a server shutting down', () => {
  it('answers requests it still receives with 503 in the envelope and Retry-After', async () => {
    const app = Fastify({ return503OnClosing: false });
    answerUnavailableWhileClosing(app);
    let release = () => {};
    app.addHook('preClose', () => new Promise<void>((resolve) => (release = resolve)));
    app.get('/ping', async () => 'pong');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    expect(await (await fetch(`${address}/ping`)).text()).toBe('pong');

    const closed = app.close();
    const during = await fetch(`${address}/ping`, { headers: { 'accept-language': 'vi' } });
    const body = (await during.json()) as { message: string };
    release();
    await closed;

    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(body).toMatchObject({ status: false, code: 'SERVICE_UNAVAILABLE', data: null });
    expect(body.message).toBe('Dịch vụ đang tạm thời gián đoạn. Vui lòng thử lại sau vài giây.');
  });
});
