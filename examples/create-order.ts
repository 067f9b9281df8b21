/*
 * A shop's system placing an order with an API key through the typed client (packages/client).
 *
 *   SKYPARCEL_URL=http://localhost:8080 SKYPARCEL_API_KEY=skp_… node --import tsx examples/create-order.ts
 *
 * Make the key on the portal's API keys page (a business account, scopes "Read orders" and "Place and
 * cancel orders"). The order goes from the account's saved address in Hồ Chí Minh City (saved first if
 * there is none) to a new receiver in Hà Nội, cash on pickup, at the price the server quotes.
 */
import { randomUUID } from 'node:crypto';
import { createSkyParcelClient } from '@skyparcel/client';

const baseUrl = process.env.SKYPARCEL_URL ?? 'http://localhost:8080';
const apiKey = process.env.SKYPARCEL_API_KEY;
if (!apiKey) throw new Error('Set SKYPARCEL_API_KEY to a key made on the API keys page');
const api = createSkyParcelClient({ baseUrl, apiKey, language: 'en' });

/** The answer's data, or the API's own error (code and message) thrown. */
function dataOf<T>(answer: { data?: { data: T }; error?: unknown; response: Response }): T {
  if (answer.data) return answer.data.data;
  throw new Error(`${answer.response.status}: ${JSON.stringify(answer.error)}`);
}

/** Saves an address in the account's book: a ward of Vietnam by its codes, as the order screen does. */
const saveAddress = async (place: { province: string; village: string; address: string }, personName: string) =>
  dataOf(
    await api.POST('/api/v1/address', {
      body: {
        person_name: personName,
        prefix_phone: '+84',
        phone: '0912345678',
        country: '0',
        type: 'NORMAL',
        ...place,
      },
    }),
  );

const book = dataOf(await api.POST('/api/v2/address', { body: {} }));
const sender =
  book.find((address) => address.province === '79') ??
  (await saveAddress({ province: '79', village: '26740', address: '12 Nguyễn Huệ' }, 'Kho cửa hàng'));
const receiver = await saveAddress(
  { province: '01', village: '00004', address: '25 Phan Đình Phùng' },
  'Trần Văn Bình',
);
const [parcels] = dataOf(await api.GET('/api/v1/producttypes/language/{lang}', { params: { path: { lang: 'en' } } }));
const clothes = parcels.products.find((product) => product.code === 'CLOTHES');
if (!clothes) throw new Error('The catalogue has no CLOTHES product');

const shipment = {
  sender_address_id: sender.id,
  receiver_address_id: receiver.id,
  product_id: clothes.id,
  weight: 1,
  dimension: '20x15x10',
};
const { methods } = dataOf(await api.POST('/api/v1/order/calculate-price', { body: shipment }));
const doorToDoor = methods.find((method) => method.delivery_type === 'D2D' && !method.unavailable);
if (!doorToDoor) throw new Error('No door-to-door service on this route today');

// One key per order: sent again after a lost answer, it answers the same order, never a second.
const placed = dataOf(
  await api.POST('/api/v1/order', {
    params: { header: { 'idempotency-key': `shop-${randomUUID()}` } },
    body: {
      ...shipment,
      delivery_type: 'D2D',
      amount: doorToDoor.price + doorToDoor.duty_fee,
      payment_method: 'cash',
      note: 'Placed by the example script',
      extra_prices: [],
      ben_agreed: true,
    },
  }),
);
console.log(`Order ${placed.order_id} placed: ${placed.amount} VND, flight ${doorToDoor.flight?.flight_number ?? '-'}`);
