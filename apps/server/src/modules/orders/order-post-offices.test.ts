import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, anAddress, type Customer, type Wire } from '../../test/builders.ts';
import { testApp } from '../../test/test-app.ts';

/*
 * Order creation refuses a post office side whose office does not serve that side's address (its
 * province, within POST_OFFICE_SERVICE_RADIUS_KM): the chooser's rule, enforced where it counts.
 */
const t = testApp();
let customer: Customer;
let clothes: number;
beforeAll(async () => {
  customer = await aCustomer(t);
  const groups = (
    await t.request({ method: 'GET', url: '/api/v1/producttypes/language/en', token: customer.token })
  ).json().data;
  clothes = groups[0].products.find((product: { code: string }) => product.code === 'CLOTHES').id;
});

const officeId = async (code: string) =>
  ((await t.db.execute(sql`select id from post_offices where code = ${code}`)) as unknown as { rows: { id: string }[] })
    .rows[0].id;

const addressIn = (province: string, village: string) =>
  anAddress(t, customer.token, { province, village, address: '1 Đường Thử' });

/** A P2P order of 1 kg of clothes at the server's price, with the given offices. */
async function placeP2P(sender: Wire, receiver: Wire, offices: { sender: string; receiver: string }, lang = 'en') {
  const shipment = {
    sender_address_id: sender.id,
    receiver_address_id: receiver.id,
    product_id: clothes,
    weight: 1,
    dimension: '10x10x10',
  };
  const priced = await t.request({
    method: 'POST',
    url: '/api/v1/order/calculate-price',
    token: customer.token,
    payload: shipment,
  });
  const p2p = priced.json().data.methods.find((method: { delivery_type: string }) => method.delivery_type === 'P2P');
  return t.request({
    method: 'POST',
    url: '/api/v1/order',
    token: customer.token,
    lang,
    payload: {
      ...shipment,
      delivery_type: 'P2P',
      amount: p2p.price,
      payment_method: 'cash',
      sender_point_info: { id: await officeId(offices.sender) },
      receiver_point_info: { id: await officeId(offices.receiver) },
      ben_agreed: true,
    },
  });
}

describe('post offices of an order', () => {
  // Tân Đông Hiệp (Hồ Chí Minh City) lies 10 km from Đồng Nai's office, 21 km from VN79002.
  let borderSender: Wire;
  let hanoiReceiver: Wire;
  beforeAll(async () => {
    borderSender = await addressIn('79', '25945');
    hanoiReceiver = await addressIn('01', '00004');
  });

  it('takes offices that serve both addresses', async () => {
    const response = await placeP2P(borderSender, hanoiReceiver, { sender: 'VN79002', receiver: 'VN01001' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a nearer drop-off office in another province, in the customer’s language', async () => {
    const response = await placeP2P(borderSender, hanoiReceiver, { sender: 'VN75001', receiver: 'VN01001' }, 'vi');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'SENDER_POST_OFFICE_NOT_SERVING',
      message:
        'Bưu cục gửi hàng không phục vụ địa chỉ người gửi. Hãy chọn bưu cục cùng tỉnh/thành phố, cách địa chỉ không quá 50 km.',
      data: { field: 'sender_point_info' },
    });
  });

  it('refuses a pick-up office in the receiver’s province but beyond the radius', async () => {
    // Phường Vũng Tàu joined Hồ Chí Minh City in 2025; the city's offices are some 60 km away.
    const vungTau = await addressIn('79', '26506');
    const response = await placeP2P(hanoiReceiver, vungTau, { sender: 'VN01001', receiver: 'VN79004' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'RECEIVER_POST_OFFICE_NOT_SERVING',
      message: expect.stringContaining('within 50 km'),
      data: { field: 'receiver_point_info' },
    });
  });
});
