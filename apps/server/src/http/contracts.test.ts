// @module-tag database-free
import { profileSchema } from '@skyparcel/domain/account-contracts';
import { addressSchema, pickupProvinceSchema, siteConfigSchema } from '@skyparcel/domain/address-contracts';
import { pagedMetaSchema, successSchema } from '@skyparcel/domain/api-envelope';
import { loginResultSchema, passwordResetRequestedSchema } from '@skyparcel/domain/auth-contracts';
import { camelizeKeys } from '@skyparcel/domain/case-keys';
import { categorySchema, extraServiceSchema, productGroupSchema } from '@skyparcel/domain/catalog-contracts';
import { placeLocationSchema, placePredictionSchema } from '@skyparcel/domain/geocoding-contracts';
import {
  koreanAddressMetaSchema,
  koreanAddressSchema,
  legacyConversionSchema,
  locationOptionSchema,
  mapPlaceSchema,
  resolvedLocationSchema,
} from '@skyparcel/domain/location-contracts';
import { outboxMailSchema } from '@skyparcel/domain/mail-contracts';
import { createdOrderSchema, paymentHandOffMetaSchema } from '@skyparcel/domain/order-contracts';
import {
  dropPointSideSchema,
  nearbyPostOfficeSchema,
  servingPostOfficesSchema,
} from '@skyparcel/domain/post-office-contracts';
import { preorderAnswerSchema, priceAnswerSchema } from '@skyparcel/domain/pricing-contracts';
import { voucherCheckSchema, voucherSchema } from '@skyparcel/domain/voucher-contracts';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aCustomer, aPricedOrder, type Customer, type Wire } from '../test/builders.ts';
import { testApp } from '../test/test-app.ts';

/*
 * A recorded real answer of every call, read back through the contract the web imports: what
 * a client receives is what the domain's schema says, field by field (strictly: no extra field).
 */
const t = testApp();
let customer: Customer;
let placed: Awaited<ReturnType<typeof aPricedOrder>>;
beforeAll(async () => {
  customer = await aCustomer(t);
  placed = await aPricedOrder(t, customer.token);
});

type Call = { name: string; request: () => InjectOptions; answer: z.ZodType };

const get =
  (url: string): (() => InjectOptions) =>
  () => ({ method: 'GET', url });
const post =
  (url: string, payload: () => Wire): (() => InjectOptions) =>
  () => ({ method: 'POST', url, payload: payload() });
const list = <S extends z.ZodType>(schema: S) => successSchema(z.array(schema));

const calls: Call[] = [
  { name: 'profile', request: get('/api/v1/user/profile'), answer: successSchema(profileSchema) },
  {
    name: 'sign-in',
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: customer.phone, password: customer.password },
    }),
    answer: successSchema(loginResultSchema),
  },
  {
    name: 'password reset request',
    request: post('/api/v1/auth/password-reset', () => ({ username: customer.phone })),
    answer: successSchema(passwordResetRequestedSchema),
  },
  { name: 'mail outbox', request: get('/api/dev/mail-outbox?limit=5'), answer: list(outboxMailSchema) },
  {
    name: 'address list',
    request: post('/api/v2/address', () => ({})),
    answer: successSchema(z.array(addressSchema), pagedMetaSchema),
  },
  {
    name: 'one address',
    request: () => ({ method: 'GET', url: `/api/v1/address/${placed.sender.id}` }),
    answer: successSchema(addressSchema),
  },
  { name: 'pickup provinces', request: get('/api/v1/address/configpicklatlon'), answer: list(pickupProvinceSchema) },
  { name: 'site config', request: get('/api/v1/site-config'), answer: successSchema(siteConfigSchema) },
  { name: 'locations', request: get('/api/v1/locations?level=province&country=0'), answer: list(locationOptionSchema) },
  {
    name: 'a location',
    request: get('/api/v2/get_location?loc_id=0-01-0-00004'),
    answer: successSchema(resolvedLocationSchema),
  },
  {
    name: 'old address',
    request: post('/api/v1/locations/convert-legacy-address', () => ({
      address: '123 Lý Thường Kiệt, Phường 15, Quận 10, TP. Hồ Chí Minh',
    })),
    answer: successSchema(legacyConversionSchema.nullable()),
  },
  {
    name: 'Korean addresses',
    request: get('/api/v1/order/address-korea?loc_id=1-11-11010&search=사직'),
    answer: successSchema(z.array(koreanAddressSchema), koreanAddressMetaSchema),
  },
  { name: 'categories', request: get('/api/v1/categories/lang/vi'), answer: list(categorySchema) },
  { name: 'products', request: get('/api/v1/producttypes/language/ko'), answer: list(productGroupSchema) },
  {
    name: 'extra services',
    request: get('/api/v1/order/extra_prices?shipping_fee=60000'),
    answer: list(extraServiceSchema),
  },
  {
    name: 'price',
    request: post('/api/v1/order/calculate-price', () => ({ ...pick(placed.request), voucher: 'GIAM20K' })),
    answer: successSchema(priceAnswerSchema),
  },
  {
    name: 'preorder quote',
    request: post('/api/v1/preorder_nationwide', () => ({
      origin_id: '0-79-0-26740',
      destination_id: ['0', '01', '0', '00004'],
      product_id: placed.request.product_id,
      service_type: 'P2P',
    })),
    answer: successSchema(preorderAnswerSchema),
  },
  { name: 'deals', request: get('/api/v1/vouchers'), answer: list(voucherSchema) },
  {
    name: 'voucher check',
    request: get('/api/v1/voucher/check?code=WELCOME10'),
    answer: successSchema(voucherCheckSchema),
  },
  {
    name: 'nearby post offices',
    request: get('/api/v1/post-offices/nearby?latitude=10.7739&longitude=106.7036&limit=2'),
    answer: list(nearbyPostOfficeSchema),
  },
  {
    name: 'serving post offices',
    request: () => ({ method: 'GET', url: `/api/v1/post-offices/serving?address_id=${placed.sender.id}&limit=2` }),
    answer: successSchema(servingPostOfficesSchema),
  },
  { name: 'drop points', request: get('/api/v1/drop_point/79/01'), answer: list(dropPointSideSchema) },
  {
    name: 'maps autocomplete',
    request: get('/api/v1/maps/autocomplete?input=Ba%20Dinh&session_token=s1'),
    answer: list(placePredictionSchema),
  },
  {
    name: 'maps place',
    request: get('/api/v1/maps/place-details?place_id=loc:0-01-0-00004'),
    answer: successSchema(mapPlaceSchema.nullable()),
  },
  {
    name: 'maps geocode',
    request: get('/api/v1/maps/geocode?address=Ba%20%C4%90%C3%ACnh%2C%20H%C3%A0%20N%E1%BB%99i'),
    answer: successSchema(mapPlaceSchema.nullable()),
  },
  {
    name: 'maps reverse',
    request: get('/api/v1/maps/reverse-geocode?lat=21.0385&lng=105.838'),
    answer: successSchema(placeLocationSchema),
  },
  {
    name: 'place to location',
    request: get('/api/v1/get_location_by_place_id?place_id=loc:0-01-0-00004'),
    answer: successSchema(placeLocationSchema),
  },
  {
    name: 'order',
    request: post('/api/v1/order', () => placed.request),
    answer: successSchema(createdOrderSchema, paymentHandOffMetaSchema),
  },
  {
    name: 'VAT details',
    request: post('/api/v1/order/create/vat', () => ({
      order_id: placed.order.order_id,
      email: 'ketoan@example.vn',
      company_name: 'Công ty Thử',
      company_address: '1 Lê Lợi, Sài Gòn',
      tax_number: '0312345673',
    })),
    answer: successSchema(z.null()),
  },
];

/** The shipment part of an order request, for the price call. */
function pick(request: Wire): Wire {
  const { sender_address_id, receiver_address_id, product_id, weight, dimension } = request;
  return { sender_address_id, receiver_address_id, product_id, weight, dimension };
}

describe('recorded answers read through their contracts', () => {
  it.each(calls)('$name', async ({ request, answer }) => {
    const response = await t.request({ ...request(), token: customer.token });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const recorded = camelizeKeys(response.json());
    const parsed = answer.safeParse(recorded);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Parsing drops what the schema does not name: equal means the answer holds nothing more.
    expect(parsed.data).toEqual(recorded);
  });
});
