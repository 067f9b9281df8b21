import { describe, expect, it } from 'vitest';
import { NEW_ORDER_STORAGE_KEY, orderTotal, parseNewOrder, readNewOrder, writeNewOrder } from './new-order.ts';

const stored = {
  orderId: 'SP2611210001',
  uuid: '7b0c3f0e-1111-4a2b-9c3d-000000000001',
  platform: 'c2c',
  deliveryType: 'D2D',
  transportRules: ['Nội Thành'],
  bookingShipperTime: '2026-11-21T04:30:00Z',
  createdAt: '2026-11-21T03:00:00Z',
  amount: 45000,
  currency: 'VND',
  paymentMethod: 'cash',
};

describe('parseNewOrder', () => {
  it('reads a stored order', () => {
    expect(parseNewOrder(JSON.stringify(stored))).toMatchObject({ orderId: 'SP2611210001', platform: 'c2c' });
  });

  it.each([
    ['absent', null],
    ['not JSON', '{oops'],
    ['not an order', JSON.stringify({ hello: 1 })],
    ['without uuid', JSON.stringify({ ...stored, uuid: '' })],
  ])('gives null when %s', (_, raw) => {
    expect(parseNewOrder(raw)).toBeNull();
  });

  it('shows the converted price when there is one, else the amount', () => {
    const plain = parseNewOrder(JSON.stringify(stored));
    const converted = parseNewOrder(JSON.stringify({ ...stored, toPrice: 12000, toCurrency: 'KRW' }));
    expect(plain && orderTotal(plain)).toEqual({ amount: 45000, currency: 'VND' });
    expect(converted && orderTotal(converted)).toEqual({ amount: 12000, currency: 'KRW' });
  });
});

it('what the order screen writes is what the confirmation reads', () => {
  writeNewOrder({ orderId: 'SP261121000001', uuid: 'u-1', amount: 120000, currency: 'VND', paymentMethod: 'cash' });
  expect(readNewOrder()).toMatchObject({
    orderId: 'SP261121000001',
    uuid: 'u-1',
    amount: 120000,
    paymentMethod: 'cash',
  });
  sessionStorage.removeItem(NEW_ORDER_STORAGE_KEY);
  expect(readNewOrder()).toBeNull();
});
