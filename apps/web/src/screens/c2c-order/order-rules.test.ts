import type { ExtraService } from '@skyparcel/domain/catalog-contracts';
import type { DeliveryMethod } from '@skyparcel/domain/pricing-contracts';
import { describe, expect, it } from 'vitest';
import { isAllowedPaymentUrl, paymentHandOff } from '../../features/payments/payment-hand-off.ts';
import { DECLARED_ITEM, SEOUL_ADDRESS } from './cross-border-fixtures.ts';
import { type C2cDraft, emptyDetails } from './draft.ts';
import { feeSummary, missingSelections, placeFieldErrors, toOrderRequest } from './order-rules.ts';

const method: DeliveryMethod = {
  deliveryType: 'P2P',
  price: 170000,
  currency: 'VND',
  discount: 20000,
  dutyFee: 0,
  clearanceFee: 0,
  extraClearanceFee: 0,
  rate: null,
  toCurrency: null,
  chargeableWeight: 2.5,
  breakdown: { baseFee: 150000, doorFee: 0, surcharge: 20000 },
  estDateTime: '2026-11-21T14:10:00.000Z',
  originDop: 1,
  destinationDop: 1,
  transportRule: 'Liên Thành Phố',
  unavailable: null,
  flight: null,
  items: {
    minEndTime: '',
    before: '',
    receivedTimeSlots: [{ date: '2026-11-22', slots: [{ start: '08:00', end: '10:00', superFee: 30000 }] }],
  },
};
const extras: ExtraService[] = [
  { code: 'packaging', name: 'Packaging', price: 0, currency: 'VND', isDefault: true },
  { code: 'guarantee', name: 'Guarantee', price: 10000, currency: 'VND', isDefault: false },
];
const draft = (changes: Partial<C2cDraft['details']> = {}): C2cDraft => ({
  senderAddress: { id: 's', personName: 'A', prefixPhone: '+84', phone: '9', fullAddress: 'x', lat: 10, long: 106 },
  receiverAddress: { id: 'r', personName: 'B', prefixPhone: '+84', phone: '9', fullAddress: 'y', lat: 21, long: 105 },
  senderPoint: { id: 'p1', address: 'a', latitude: 1, longitude: 2, code: 'VN1' },
  receiverPoint: { id: 'p2', address: 'b', latitude: 1, longitude: 2, code: 'VN2' },
  details: {
    ...emptyDetails(),
    product: { id: 117, code: 'CLOTHES', product: 'Clothes' },
    weightSize: { weight: 2.5, longs: 30, width: 20, height: 10 },
    extraCodes: ['packaging', 'guarantee'],
    deliveryType: 'P2P',
    paymentMethod: 'cash',
    termsAgreed: true,
    ...changes,
  },
});

describe('fee summary (spec 1 section 4)', () => {
  it('total = delivery + duty + extras − discount, with the surcharge shown apart', () => {
    expect(feeSummary(method, extras, draft())).toEqual({
      shippingFee: 150000,
      surcharge: 20000,
      extras: [
        { code: 'packaging', name: 'Packaging', price: 0 },
        { code: 'guarantee', name: 'Guarantee', price: 10000 },
      ],
      superFee: 0,
      dutyFee: 0,
      clearanceFee: 0,
      extraClearanceFee: 0,
      discount: 20000,
      total: 160000,
      currency: 'VND',
      totalInDong: null,
    });
  });

  it('adds the customs lines of a won order from Korea, shows its total in dong, and sells it no extras', () => {
    const inbound = {
      ...method,
      currency: 'KRW' as const,
      price: 21500,
      discount: 0,
      breakdown: { baseFee: 20000, doorFee: 1500, surcharge: 0 },
      clearanceFee: 6000,
      extraClearanceFee: 9000,
      dutyFee: 2890,
      rate: 18.2,
      toCurrency: 'VND' as const,
    };
    const fees = feeSummary(inbound, extras, { ...draft(), senderAddress: SEOUL_ADDRESS });
    expect(fees).toMatchObject({
      extras: [],
      clearanceFee: 6000,
      extraClearanceFee: 9000,
      dutyFee: 2890,
      currency: 'KRW',
    });
    expect(fees.total).toBe(21500 + 6000 + 9000 + 2890);
    expect(fees.totalInDong).toBe(Math.round(fees.total * 18.2));
  });

  it('adds the chosen slot’s super fee for Super only', () => {
    const slot = { date: '2026-11-22', start: '08:00', end: '10:00' };
    expect(feeSummary(method, [], draft({ tier: 'SUPER', timeSlot: slot })).superFee).toBe(30000);
    expect(feeSummary(method, [], draft({ tier: 'BASIC', timeSlot: slot })).superFee).toBe(0);
  });

  it('is 0 without a delivery price', () => {
    expect(feeSummary(null, extras, draft()).total).toBe(0);
  });
});

describe('required selections (spec 1 section 5)', () => {
  it('names each missing choice with its message code', () => {
    const empty: C2cDraft = { details: emptyDetails() };
    expect(missingSelections(empty)).toEqual({
      product: 'C2cNoChooseProduct',
      weight: 'C2cNoValueWeight',
      size: 'C2cNoValueSize',
      deliveryType: 'C2cNoChooseDeliveryMethod',
      paymentMethod: 'C2cNoChoosePaymentMethod',
      terms: 'TermAndConditionAgreedValid',
    });
    expect(missingSelections(draft())).toEqual({});
  });

  it('needs every side of the size, and a slot for Super', () => {
    expect(missingSelections(draft({ weightSize: { weight: 1, longs: 10, width: null, height: 5 } })).size).toBe(
      'C2cNoValueSize',
    );
    expect(missingSelections(draft({ tier: 'SUPER' })).timeSlot).toBe('C2cNoChooseTimeSlot');
  });
});

describe('creation request', () => {
  it('carries the shipment, the post offices of P sides, the voucher and the total', () => {
    const request = toOrderRequest(draft({ note: 'Nhẹ tay' }), method, 160000);
    expect(request).toMatchObject({
      senderAddressId: 's',
      receiverAddressId: 'r',
      productId: 117,
      weight: 2.5,
      dimension: '30x20x10',
      deliveryType: 'P2P',
      amount: 160000,
      paymentMethod: 'cash',
      extraPrices: ['packaging', 'guarantee'],
      senderPointInfo: { id: 'p1' },
      receiverPointInfo: { id: 'p2' },
      benAgreed: true,
      note: 'Nhẹ tay',
      ver: '1.8.2',
    });
    const door = toOrderRequest(draft(), { ...method, deliveryType: 'D2D' }, 1);
    expect(door.senderPointInfo).toBeNull();
    expect(door.receiverPointInfo).toBeNull();
  });

  it('names the chosen bank only for a domestic card or account payment', () => {
    expect(toOrderRequest(draft({ paymentMethod: 'VNBANK', bankCode: 'VCB' }), method, 1).vnpBank).toBe('VCB');
    expect(toOrderRequest(draft({ paymentMethod: 'VNBANK', bankCode: null }), method, 1).vnpBank).toBeUndefined();
    expect(toOrderRequest(draft({ paymentMethod: 'INTCARD', bankCode: 'VCB' }), method, 1).vnpBank).toBeUndefined();
  });
});

describe('payment hand-off (spec 1 section 4)', () => {
  const allowed = ['https://sandbox.vnpayment.vn', 'http://localhost:8080'];

  it('cash and top-up go to the result page', () => {
    expect(paymentHandOff('cash', null, allowed)).toEqual({
      kind: 'page',
      href: '/order-bill/confirmation?paymentType=cash',
    });
  });

  it('redirects to a gateway only on the allowed origins', () => {
    const url = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?x=1';
    expect(paymentHandOff('VNPAY', { paymentUrl: url, paymentData: null }, allowed)).toEqual({ kind: 'external', url });
    const sandbox = 'http://localhost:8080/sandbox/vnpay/paymentv2/vpcpay.html?x=1';
    expect(paymentHandOff('VNBANK', { paymentUrl: sandbox, paymentData: null }, allowed).kind).toBe('external');
    expect(isAllowedPaymentUrl('https://evil.example/pay', allowed)).toBe(false);
    expect(isAllowedPaymentUrl('https://sandbox.vnpayment.vn.evil.example/pay', allowed)).toBe(false);
    expect(isAllowedPaymentUrl('http://sandbox.vnpayment.vn/', allowed)).toBe(false);
    expect(isAllowedPaymentUrl('http://localhost:9999/sandbox', allowed)).toBe(false);
    expect(isAllowedPaymentUrl('javascript:alert(1)', allowed)).toBe(false);
    const evil = { paymentUrl: 'https://evil.example', paymentData: null };
    expect(paymentHandOff('VNPAY', evil, allowed).kind).toBe('page');
    expect(paymentHandOff('VNPAY', { paymentUrl: url, paymentData: null }, []).kind).toBe('page');
  });

  it('opens PortOne’s card window for a Korean method only when its script is on the allowed origins', () => {
    const data = {
      scriptUrl: 'http://localhost:8080/sandbox/portone/v1/iamport.js',
      merchantId: 'imp00000000',
      pg: 'kcp',
      payMethod: 'card',
      merchantUid: 'SP1',
      name: 'SkyParcel SP1',
      amount: 52_000,
      currency: 'KRW',
      buyerName: 'Kim',
      buyerTel: '01012345678',
      mRedirectUrl: 'http://localhost:8080/order-bill/confirmation?paymentType=KCP',
      noticeUrl: 'http://localhost:8080/api/v1/payment/portone/webhook',
    };
    expect(paymentHandOff('KCP', { paymentUrl: null, paymentData: data }, allowed)).toEqual({
      kind: 'cardWindow',
      data,
      href: '/order-bill/confirmation?paymentType=KCP',
    });
    const elsewhere = { ...data, scriptUrl: 'https://evil.example/iamport.js' };
    expect(paymentHandOff('KCP', { paymentUrl: null, paymentData: elsewhere }, allowed).kind).toBe('page');
    expect(paymentHandOff('KCP', { paymentUrl: null, paymentData: null }, allowed).kind).toBe('page');
  });
});

describe('server field errors on the order screen', () => {
  it('lands each at its field, the first per place, leaving unknown fields out', () => {
    expect(
      placeFieldErrors([
        { field: 'weight', message: 'Tối đa 31,5 kg cho loại hàng này' },
        { field: 'dimension', message: 'Tổng ba cạnh không được vượt quá 200 cm' },
        { field: 'receiver_address_id', message: 'Người nhận trùng người gửi' },
        { field: 'sender_address_id', message: 'second' },
        { field: 'voucher', message: 'not on screen' },
      ]),
    ).toEqual({
      weight: 'Tối đa 31,5 kg cho loại hàng này',
      size: 'Tổng ba cạnh không được vượt quá 200 cm',
      addresses: 'Người nhận trùng người gửi',
    });
  });
});

describe('a cross-border order’s selections and request', () => {
  it('to Korea needs declared goods and the receiver’s pccc', () => {
    const outbound = { ...draft(), receiverAddress: SEOUL_ADDRESS };
    expect(missingSelections(outbound)).toEqual({ goods: 'C2cAddProductInvalid', pccc: 'C2cGlobalAddressPCCC' });
    const ready = {
      ...outbound,
      receiverAddress: { ...SEOUL_ADDRESS, pccc: 'P123456789012' },
      details: { ...outbound.details, goods: [DECLARED_ITEM] },
    };
    expect(missingSelections(ready)).toEqual({});
  });

  it('sends the goods and the place of the sender; from Korea without extras', () => {
    const outbound = {
      ...draft({ goods: [DECLARED_ITEM] }),
      receiverAddress: { ...SEOUL_ADDRESS, pccc: 'P123456789012' },
    };
    expect(toOrderRequest(outbound, method, 1)).toMatchObject({ goodsInfo: [DECLARED_ITEM], location: 'VI' });
    const inbound = { ...draft({ goods: [DECLARED_ITEM] }), senderAddress: SEOUL_ADDRESS };
    expect(toOrderRequest(inbound, method, 1)).toMatchObject({
      location: 'KR',
      extraPrices: [],
      goodsInfo: [DECLARED_ITEM],
    });
    expect(toOrderRequest(draft(), method, 1).goodsInfo).toBeUndefined();
  });

  it('places the server’s goods errors at the goods section', () => {
    expect(placeFieldErrors([{ field: 'goods_info.0.price', message: 'Vui lòng nhập giá > 0' }])).toEqual({
      goods: 'Vui lòng nhập giá > 0',
    });
  });
});
