import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createSkyParcelClient } from '@skyparcel/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOrderRequest } from '../test/builders.ts';
import { testApp } from '../test/test-app.ts';

/*
 * packages/client (issue 36): a shop's system calls the API with a key through types generated from
 * the OpenAPI document. It must be regenerated when the API changes, and it must work.
 */
const t = testApp();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.app.close());

describe('the typed client', () => {
  it('is generated from the API as it is now (else run npm run client:generate)', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const digest = createHash('sha256')
      .update(`${JSON.stringify(document, null, 2)}\n`)
      .digest('hex');
    const schema = readFileSync(new URL('../../../../packages/client/src/schema.ts', import.meta.url), 'utf8');
    expect(schema.split('\n')[0]).toBe(`// OpenAPI document sha256: ${digest}`);
  });

  it('places an order and reads it back with an API key, and reports a refusal in the envelope', async () => {
    const company = await t.login('B000002');
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/api-keys',
      token: company,
      payload: { label: 'Typed client', scopes: ['orders:read', 'orders:write'] },
    });
    const apiKey = created.json().data.secret as string;
    const client = createSkyParcelClient({ baseUrl, apiKey, language: 'en' });
    const { request } = await anOrderRequest(t, apiKey);

    const placed = await client.POST('/api/v1/order', {
      body: request as never,
      params: { header: { 'idempotency-key': 'typed-client-1' } },
    });
    expect(placed.response.status).toBe(201);
    const code = placed.data?.data.order_id;
    const detail = await client.GET('/api/v1/order/detail/{id}', { params: { path: { id: code as string } } });
    expect(detail.data?.data.order_id).toBe(code);

    const missing = await client.GET('/api/v1/order/detail/{id}', { params: { path: { id: 'SP000000000000' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ status: false, code: 'ORDER_NOT_FOUND' });
  });
});
