// @module-tag database-free
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { warnOfUntrustedProxy } from './proxy-warning.ts';

describe('a proxy TRUST_PROXY does not name', () => {
  it('is reported once, at the first request that came through it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    warnOfUntrustedProxy(app);
    app.get('/', async () => 'ok');

    await app.inject({ url: '/' });
    expect(lines).toHaveLength(0);
    for (let i = 0; i < 3; i++) await app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.7' } });

    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]).msg).toMatch(/TRUST_PROXY is off/);
    await app.close();
  });
});
