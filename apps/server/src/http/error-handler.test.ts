// @module-tag database-free
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app.ts';

/* The framework's own refusals go out like ours: the envelope, the right status, localised, no echo of the path. */
const t = testApp();

describe('errors the router raises before any route', () => {
  it('an over-long id is 414 URI_TOO_LONG in the envelope, for GET and POST alike', async () => {
    const token = await t.login('0901234567');
    const longId = 'a'.repeat(5_000);
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.request({
        method,
        url: `/api/v1/address/${longId}`,
        token,
        lang: 'ko',
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({
        status: false,
        code: 'URI_TOO_LONG',
        message: '요청 주소가 너무 깁니다.',
        data: null,
      });
      expect(response.body).not.toContain(longId);
    }
  });

  it('a malformed path is 400 BAD_REQUEST in the envelope', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/address/%E0%A4%A', lang: 'vi' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: 'BAD_REQUEST', data: null });
    expect(response.body).not.toContain('%E0');
  });

  it('answers a body over the limit once it has arrived, and keeps the connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.from(`{"name":"${'x'.repeat(1_150_000)}"}`);
    // Sent in two parts, the second a moment later: a server that answers before reading it
    // closes the connection under a client still sending, which then sees EPIPE, not the 413.
    const post = () =>
      new Promise<{ status?: number; connection?: string; code: string }>((resolve, reject) => {
        const request = http.request(`${address}/api/v1/auth/login`, {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': body.length, 'accept-language': 'vi' },
        });
        request.on('error', reject);
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              connection: response.headers.connection,
              code: JSON.parse(Buffer.concat(chunks).toString()).code,
            }),
          );
        });
        request.write(body.subarray(0, 64 * 1024));
        setTimeout(() => request.end(body.subarray(64 * 1024)), 50);
      });
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await post();
        expect(answer).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
        expect(answer.connection).not.toBe('close');
      }
    } finally {
      agent.destroy();
    }
  });

  it('too large, unreadable and unknown requests are in the envelope too', async () => {
    const tooLarge = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
    });
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const unreadable = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad json',
    });
    expect([unreadable.statusCode, unreadable.json().code]).toEqual([400, 'BAD_REQUEST']);
    const unsupported = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect([unsupported.statusCode, unsupported.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const unknown = await t.request({ method: 'DELETE', url: '/api/v1/no-such-thing' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('a known path asked with another method is 405 with the methods it takes, localised', async () => {
    const login = await t.request({ method: 'GET', url: '/api/v1/auth/login?x=1', lang: 'vi' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
    expect(login.json()).toEqual({
      status: false,
      code: 'METHOD_NOT_ALLOWED',
      message: 'Địa chỉ này không nhận loại yêu cầu này.',
      data: null,
    });
    const address = await t.request({ method: 'PATCH', url: '/api/v1/address/3f1c2a9e-0000-4000-8000-000000000000' });
    expect(address.statusCode).toBe(405);
    expect(address.headers.allow?.toString().split(', ')).toEqual(expect.arrayContaining(['GET', 'DELETE']));
  });
});
