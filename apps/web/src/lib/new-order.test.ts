import { describe, expect, it } from 'vitest';
import { orderAmounts, parseNewOrder, readNewOrder } from './new-order.ts';
import { NEW_ORDER_STORAGE_KEY, writeNewOrder } from './new-order-handoff.ts';

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

  it('reads the journey the server answered, and drops a broken one rather than the order', () => {
    const office = {
      code: 'VN0101',
      name: 'Bưu cục Hoàn Kiếm',
      address: '75 Đinh Tiên Hoàng',
      latitude: 21.03,
      longitude: 105.85,
      workHourStart: '07:30',
      workHourEnd: '17:30',
      phone: '02438255555',
    };
    const route = {
      origin: { country: '0', province: '79', provinceName: 'Hồ Chí Minh' },
      destination: { country: '0', province: '01', provinceName: 'Hà Nội' },
      flight: null,
    };
    const journey = { estDateTime: '2026-11-22T02:30:00Z', route, senderOffice: null, receiverOffice: office };
    expect(parseNewOrder(JSON.stringify({ ...stored, ...journey }))).toMatchObject(journey);
    const broken = parseNewOrder(JSON.stringify({ ...stored, route: { origin: 'x' }, receiverOffice: { code: 1 } }));
    expect(broken).toMatchObject({ orderId: 'SP2611210001', route: null, receiverOffice: null });
  });

  it('shows the total as paid, and a conversion to dong only beside a total in won', () => {
    const plain = parseNewOrder(JSON.stringify({ ...stored, toPrice: 45000, toCurrency: 'VND' }));
    const inWon = { ...stored, amount: 71500, currency: 'KRW', toPrice: 1301300, toCurrency: 'VND' };
    const converted = parseNewOrder(JSON.stringify(inWon));
    expect(plain && orderAmounts(plain)).toEqual({ paid: { amount: 45000, currency: 'VND' }, conversion: null });
    expect(converted && orderAmounts(converted)).toEqual({
      paid: { amount: 71500, currency: 'KRW' },
      conversion: { amount: 1301300, currency: 'VND' },
    });
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
