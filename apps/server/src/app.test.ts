import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'skyparcel-dist-'));
beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SkyParcel</title><div id="root"></div>');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(() => t.close());

describe('the HTTP application', () => {
  it('reports its health with the database', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: { database: 'up' } });
  });

  it('answers unknown API paths with the 404 envelope in the asked language', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/nothing-here', lang: 'vi-VN,vi;q=0.9' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      code: 'NOT_FOUND',
      message: 'Không tìm thấy nội dung bạn yêu cầu.',
      data: null,
    });
  });

  it('falls back to English for languages it does not speak', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/nothing-here', lang: 'fr-FR' });
    expect(response.json().message).toBe('We could not find what you asked for.');
  });

  it('serves the SPA for page paths, with the client router taking over', async () => {
    for (const url of ['/', '/my-profile', '/address/select/c2c/sender?page=2']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('does not answer missing files with the SPA', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('compresses API answers for clients that accept it, and only for them', async () => {
    const token = await t.login('0901234567');
    const call = (encoding?: string) =>
      t.request({
        method: 'GET',
        url: '/api/v1/producttypes/language/vi',
        token,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await call();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await call('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await call('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sets security headers', async () => {
    const response = await t.request({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('refuses a body that is not JSON with a clear error', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: 'BAD_REQUEST' });
  });

  it('refuses an unsupported media type', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('documents the API in OpenAPI with the snake_case wire names', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/register',
        '/api/v1/auth/logout',
        '/api/v1/user/profile',
        '/api/v1/user/password',
        '/api/health',
      ]),
    );
    const register = document.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.properties).toHaveProperty('prefix_phone');
    expect(register.required).toContain('prefix_phone');
    const password = document.paths['/api/v1/user/password'].put.requestBody.content;
    expect(password).toHaveProperty('application/x-www-form-urlencoded');
  });
});

describe('the wire format', () => {
  it('reads snake_case query parameters', async () => {
    const token = await t.login('0901234567');
    const response = await t.request({ method: 'POST', url: '/api/v2/address?page=1&limit=1', token, payload: {} });
    expect(response.json().meta.pagination).toMatchObject({ per_page: 1 });
    const details = await t.request({
      method: 'GET',
      url: '/api/v1/maps/place-details?place_id=loc%3A0-01-0-00004',
      token,
    });
    expect(details.json().data.place_id).toBe('loc:0-01-0-00004');
  });
});
