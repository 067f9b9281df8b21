import { PUBLIC_TRACKING_LIMIT } from '@skyparcel/domain/tracking-rules';
import { describe, expect, it } from 'vitest';
import { aCustomer, aPricedOrder } from '../../test/builders.ts';
import { testApp } from '../../test/test-app.ts';

const t = testApp();

const track = (code: string, remoteAddress = '203.0.113.7', lang = 'vi') =>
  t.request({ method: 'GET', url: `/api/v1/tracking/${code}`, remoteAddress, lang });

describe('public tracking (GET /v1/tracking/{code})', () => {
  it('shows anyone with the code the status, route and journey, with names and phone masked', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    const response = await track(order.order_id.toLowerCase(), '203.0.113.1');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json().data;
    expect(body).toMatchObject({
      order_id: order.order_id,
      status: 'IN_PROGRESS',
      status_name: 'processing',
      origin_province: 'Hồ Chí Minh',
      destination_province: 'Hà Nội',
      to_name: 'L* V** N***',
      to_phone: expect.stringMatching(/^\*+\d{3}$/),
      tracking_info_venus: [{ step: 'CREATED', title: 'Đã tạo đơn hàng' }],
    });
    expect(JSON.stringify(body)).not.toContain('Nhận');
    expect(body).not.toHaveProperty('receiver_address');
  });

  it('answers an unknown code with the same not-found, and a malformed one with a field error', async () => {
    const unknown = await track('SP000000999999', '203.0.113.2');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const malformed = await track('not-a-code', '203.0.113.2');
    expect(malformed.statusCode).toBe(400);
  });

  it('slows guessing: past the limit an address is refused, hits and misses alike, and others are not', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    for (let lookup = 0; lookup < PUBLIC_TRACKING_LIMIT.lookups; lookup += 1) {
      expect((await track(`SP00000${String(lookup).padStart(7, '0')}`, '198.51.100.9')).statusCode).toBe(404);
    }
    const refused = await track(order.order_id, '198.51.100.9', 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await track(order.order_id, '198.51.100.10')).statusCode).toBe(200);
  });
});
