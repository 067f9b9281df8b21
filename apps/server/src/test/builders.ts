import type { AddressForm } from '@skyparcel/domain/address-contracts';
import type { RegisterRequest } from '@skyparcel/domain/auth-contracts';
import { snakeizeKeys } from '@skyparcel/domain/case-keys';
import { KOREA_COUNTRY } from '@skyparcel/domain/location-id';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import { voucherRedemptions } from '../db/schema/vouchers.ts';
import type { TestApp } from './test-app.ts';

/*
 * Test data made through the API, so a test says what it needs instead of leaning on the demo
 * seed (whose accounts other tests change). Builders take camelCase overrides, send the snake_case
 * wire and answer what later calls need: tokens, ids, and the answer as the wire carries it.
 */

/** An answer as the wire carries it (snake_case keys). */
export type Wire = Record<string, unknown>;

const wire = (value: object) => snakeizeKeys(value) as Wire;

// Demo data

/**
 * The demo seed dates its voucher uses on the day it runs (DAILY1's one use of the day): a file
 * that starts after midnight in Vietnam, on a template seeded before it, would find that use in
 * yesterday. Call first thing in a file's own database: it dates the seeded uses today.
 */
export async function demoVoucherUsesToday(t: TestApp): Promise<void> {
  await t.db.update(voucherRedemptions).set({ localDay: vietnamDay(new Date()) });
}

// Customers

export type Customer = { token: string; id: string; phone: string; password: string };

// Test files run on their own database copies; within one, numbers only need to differ.
let customerCount = 0;
const phoneBase = Math.floor(Math.random() * 500_000);

/** A fresh personal account, signed up through the API (a Vietnamese phone unless overridden). */
export async function aCustomer(t: TestApp, overrides: Partial<RegisterRequest> = {}): Promise<Customer> {
  customerCount += 1;
  const form = {
    prefixPhone: '+84' as const,
    phone: `0966${String(phoneBase + customerCount).padStart(6, '0')}`,
    name: 'Đỗ Thị Thử',
    password: 'Start1234',
    ...overrides,
  };
  const response = await t.request({ method: 'POST', url: '/api/v1/auth/register', payload: wire(form) });
  if (response.statusCode !== 201) throw new Error(`aCustomer: ${response.statusCode} ${response.body}`);
  const { access_token: token, user } = response.json().data;
  return { token, id: user.id, phone: form.phone, password: form.password };
}

// Addresses

/** Ward Ba Đình, Hà Nội (0-01-0-00004); no map point, so the ward's point is stored. */
const VIETNAMESE_ADDRESS: AddressForm = {
  personName: 'Trần Văn Bình',
  prefixPhone: '+84',
  phone: '0912345678',
  country: '0',
  province: '01',
  village: '00004',
  address: '25 Phan Đình Phùng',
  type: 'NORMAL',
};

/** Sajik-dong, Jongno-gu, Seoul (1-11-11010-1101053), post code 03028. */
const KOREAN_ADDRESS: AddressForm = {
  personName: 'Kim Ji-won',
  prefixPhone: '+82',
  phone: '01012345678',
  country: KOREA_COUNTRY,
  province: '11',
  district: '11010',
  village: '1101053',
  address: '9 Sajik-ro 8-gil',
  postCode: '03028',
  type: 'NORMAL',
};

/**
 * A saved address of the token's customer, as the API answers it: a Vietnamese one, or with
 * `{ country: '1' }` a Korean one. NORMAL unless overridden, so it takes no default's place.
 */
export async function anAddress(
  t: TestApp,
  token: string,
  overrides: Partial<AddressForm> = {},
): Promise<Wire & { id: string }> {
  const defaults = overrides.country === KOREA_COUNTRY ? KOREAN_ADDRESS : VIETNAMESE_ADDRESS;
  const payload = wire({ ...defaults, ...overrides });
  const response = await t.request({ method: 'POST', url: '/api/v1/address', token, payload });
  if (response.statusCode !== 201) throw new Error(`anAddress: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

// Orders

/** A Hồ Chí Minh sender and a Hà Nội receiver of the customer: a route every domestic service flies. */
export async function aRoute(t: TestApp, token: string) {
  const sender = await anAddress(t, token, { province: '79', village: '26740', address: '12 Nguyễn Huệ' });
  const receiver = await anAddress(t, token, { personName: 'Lê Văn Nhận' });
  return { sender, receiver };
}

async function getData(t: TestApp, token: string, url: string) {
  const response = await t.request({ method: 'GET', url, token });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** The size of the test orders unless a test says otherwise. */
export const DECLARED_SIZE = { weight: 1, dimension: '10x10x10' };

/**
 * The request for a cash order of clothes (1 kg unless another size is given), post office to
 * post office on the customer's new route, at the price the server quotes, and the quoted method
 * (with its flight).
 */
export async function anOrderRequest(t: TestApp, token: string, size = DECLARED_SIZE) {
  const { sender, receiver } = await aRoute(t, token);
  const [parcels] = await getData(t, token, '/api/v1/producttypes/language/en');
  const clothes = parcels.products.find((product: { code: string }) => product.code === 'CLOTHES');
  const shipment = { senderAddressId: sender.id, receiverAddressId: receiver.id, productId: clothes.id };
  const body = wire({ ...shipment, ...size });
  const priced = await t.request({ method: 'POST', url: '/api/v1/order/calculate-price', token, payload: body });
  const p2p = priced.json().data.methods.find((method: { delivery_type: string }) => method.delivery_type === 'P2P');
  const nearest = async (address: Wire) =>
    (
      await getData(t, token, `/api/v1/post-offices/nearby?latitude=${address.lat}&longitude=${address.long}&limit=1`)
    )[0].id;
  const request: Wire = {
    ...body,
    delivery_type: 'P2P',
    amount: p2p.price,
    payment_method: 'cash',
    sender_point_info: { id: await nearest(sender) },
    receiver_point_info: { id: await nearest(receiver) },
    ben_agreed: true,
  };
  return { request, sender, receiver, method: p2p as Wire & { price: number; flight: { flight_id: string } } };
}

/** anOrderRequest, placed: the order as created (data) and what was sent (request). */
export async function aPricedOrder(t: TestApp, token: string) {
  const { request, sender, receiver } = await anOrderRequest(t, token);
  const response = await t.request({ method: 'POST', url: '/api/v1/order', token, payload: request });
  if (response.statusCode !== 201) throw new Error(`aPricedOrder: ${response.statusCode} ${response.body}`);
  return { order: response.json().data as Wire & { order_id: string; uuid: string }, request, sender, receiver };
}
