import { describe, expect, it } from 'vitest';
import { aCustomer, aPricedOrder, type Customer } from '../../test/builders.ts';
import { readPdf } from '../../test/read-pdf.ts';
import { testApp } from '../../test/test-app.ts';

const t = testApp();

const waybill = (customer: Customer, id: string, lang = 'vi') =>
  t.request({ method: 'GET', url: `/api/v1/order/${id}/waybill`, token: customer.token, lang });

describe('the waybill (GET /v1/order/{id}/waybill)', () => {
  it('is one A6 page in the reader’s language with the parties, service, weight, payment and hotline', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    const response = await waybill(customer, order.uuid, 'vi');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="waybill-${order.order_id}.pdf"`);

    const pages = await readPdf(response.rawPayload);
    expect(pages).toHaveLength(1);
    // A6: 100 x 150 mm.
    expect(pages[0].width).toBeCloseTo((100 * 72) / 25.4, 1);
    expect(pages[0].height).toBeCloseTo((150 * 72) / 25.4, 1);
    const { text } = pages[0];
    for (const expected of [
      order.order_id,
      'NGƯỜI NHẬN',
      'Lê Văn Nhận',
      'Phan Đình Phùng',
      'Tiêu chuẩn',
      '1 kg',
      'Thu khi lấy hàng',
      'Tổng đài 1900272727',
      'Quét để tra cứu',
      // What a hub sorts by (issue 34 item 11): the airports, the flight, the contents, the pieces.
      'Chuyến bay',
      'Nội dung',
      'Số kiện',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/\b[A-Z]{3} → [A-Z]{3}\b/);
    expect(text).toMatch(/Chuyến bay\s+SP\d{3}/);
    expect(text).toMatch(/Số kiện\s+1\b/);
  });

  it('speaks Korean with its hotline, and names the account', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    const [{ text }] = await readPdf((await waybill(customer, order.order_id, 'ko')).rawPayload);
    expect(text).toContain('받는 분');
    expect(text).toContain('고객센터 1533 1119');
    expect(text).toContain('Đỗ Thị Thử');
    expect(text).toContain('내용물');
    expect(text).toContain('항공편');
  });

  it('is another customer’s order not found, and a cancelled order has none', async () => {
    const customer = await aCustomer(t);
    const { order } = await aPricedOrder(t, customer.token);
    const stranger = await aCustomer(t);
    const foreign = await waybill(stranger, order.uuid, 'en');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ORDER_NOT_FOUND');

    await t.request({ method: 'POST', url: `/api/v1/order/${order.uuid}/cancel`, token: customer.token, payload: {} });
    const cancelled = await waybill(customer, order.uuid, 'vi');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({
      code: 'WAYBILL_NOT_AVAILABLE',
      message: 'Đơn hàng đã bị huỷ nên không có phiếu gửi để in.',
    });
    expect((await t.request({ method: 'GET', url: `/api/v1/order/${order.uuid}/waybill` })).statusCode).toBe(401);
  });
});
