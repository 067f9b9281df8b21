import { describe, expect, it } from 'vitest';
import {
  type ConfirmationQuery,
  type ConfirmationSubtitle,
  canPrintWaybill,
  claimedOutcome,
  confirmationOutcome,
  confirmationSubtitle,
  paymentFailureOf,
  type SubtitleOrder,
  serverPaymentOutcome,
} from './confirmation-rules.ts';

describe('confirmation outcome', () => {
  it.each([
    ['cash succeeds whatever else says', { paymentType: 'cash', paymentSuccess: 'false' }, 'success'],
    ['paymentSuccess true', { paymentType: 'VNBANK', paymentSuccess: 'true' }, 'success'],
    ['paymentSuccess TRUE, any case', { paymentType: 'INTCARD', paymentSuccess: 'TRUE' }, 'success'],
    ['paymentSuccess false', { paymentType: 'VNBANK', paymentSuccess: 'false' }, 'failed'],
    ['bank code 00 with no payment type', { responseCode: '00' }, 'success'],
    ['bank code 00 ignored when a payment type is given', { paymentType: 'VNBANK', responseCode: '00' }, 'failed'],
    ['bank code 24 (cancelled)', { responseCode: '24' }, 'failed'],
    ['nothing at all', {}, 'failed'],
    ['nulls', { paymentType: null, paymentSuccess: null, responseCode: null }, 'failed'],
    ['Cash in another case is not cash', { paymentType: 'CASH' }, 'failed'],
  ] as [string, ConfirmationQuery, string][])('%s', (_, query, expected) => {
    expect(confirmationOutcome(query)).toBe(expected);
  });
});

describe('what a return claims, to compare with the server', () => {
  it.each([
    ['the wallet: its method only, no claim', { paymentType: 'topup' }, null],
    ['PortOne paid', { paymentType: 'KCP', impSuccess: 'true' }, 'success'],
    ['PortOne refused', { paymentType: 'KCP', impSuccess: 'false' }, 'failed'],
    ['cash', { paymentType: 'cash' }, 'success'],
    ['the spec result', { paymentType: 'VNBANK', paymentSuccess: 'true' }, 'success'],
    ['the bank code', { responseCode: '24' }, 'failed'],
    ['nothing at all', {}, null],
  ] as [string, ConfirmationQuery, string | null][])('%s', (_, query, expected) => {
    expect(claimedOutcome(query)).toBe(expected);
  });
});

const now = new Date('2026-11-21T06:00:00Z');
const order = (changes: Partial<SubtitleOrder>): SubtitleOrder => ({
  deliveryType: 'D2D',
  transportRules: ['Nội Thành'],
  createdAt: '2026-11-21T03:00:00Z',
  bookingShipperTime: '2026-11-21T04:30:00Z',
  ...changes,
});

describe('confirmation subtitle', () => {
  it.each([
    ['D2D inner city: booking minus creation', order({}), { kind: 'withinMinutes', minutes: 90 }],
    [
      'D2D inner city counts minutes even across days',
      order({ bookingShipperTime: '2026-11-22T03:00:00Z' }),
      { kind: 'withinMinutes', minutes: 1440 },
    ],
    [
      'D2D inner city drops started minutes',
      order({ bookingShipperTime: '2026-11-21T03:45:59Z' }),
      { kind: 'withinMinutes', minutes: 45 },
    ],
    [
      'D2D inter city, same Vietnam day',
      order({ transportRules: ['Liên Thành Phố'], bookingShipperTime: '2026-11-21T10:00:00Z' }),
      { kind: 'withinMinutes', minutes: 420 },
    ],
    [
      'D2D inter city, next Vietnam day (same UTC day)',
      order({ transportRules: ['Liên Thành Phố'], bookingShipperTime: '2026-11-21T18:00:00Z' }),
      { kind: 'before', at: '2026-11-21T18:00:00.000Z' },
    ],
    [
      'D2P, same Vietnam day though a different UTC day',
      order({ deliveryType: 'D2P', createdAt: '2026-11-20T18:00:00Z', bookingShipperTime: '2026-11-21T02:00:00Z' }),
      { kind: 'withinMinutes', minutes: 480 },
    ],
    [
      'D2P, later day, even when inner city',
      order({ deliveryType: 'D2P', bookingShipperTime: '2026-11-23T02:00:00Z' }),
      { kind: 'before', at: '2026-11-23T02:00:00.000Z' },
    ],
    ['P2D says nothing', order({ deliveryType: 'P2D' }), { kind: 'none' }],
    ['P2P says nothing', order({ deliveryType: 'P2P' }), { kind: 'none' }],
    ['no booked time says nothing', order({ bookingShipperTime: null }), { kind: 'none' }],
    [
      'no creation time counts from now',
      order({ createdAt: null, bookingShipperTime: '2026-11-21T06:30:00Z' }),
      { kind: 'withinMinutes', minutes: 30 },
    ],
  ] as [string, SubtitleOrder, ConfirmationSubtitle][])('%s', (_, input, expected) => {
    expect(confirmationSubtitle(input, now)).toEqual(expected);
  });
});

describe('print waybill', () => {
  it.each([
    ['c2c with another rule', { platform: 'c2c', transportRules: ['Quốc Tế'] }, true],
    ['c2c with no rules', { platform: 'c2c', transportRules: [] }, true],
    ['c2c inner city', { platform: 'c2c', transportRules: ['Nội Thành'] }, false],
    ['c2c inter city', { platform: 'c2c', transportRules: ['Liên Thành Phố'] }, false],
    ['c2c inter city among others', { platform: 'c2c', transportRules: ['Quốc Tế', 'Liên Thành Phố'] }, false],
    [
      'c2c inter city, decomposed accents',
      { platform: 'c2c', transportRules: ['Liên Thành Phố'.normalize('NFD')] },
      false,
    ],
    ['cargo never', { platform: 'cargo', transportRules: ['Quốc Tế'] }, false],
  ] as const)('%s', (_, input, expected) => {
    expect(canPrintWaybill(input)).toBe(expected);
  });
});

describe('the server payment outcome', () => {
  it('shows success for a paid order and for cash, which is paid at pickup', () => {
    expect(serverPaymentOutcome({ method: 'VNBANK', status: 'PAID' })).toBe('success');
    expect(serverPaymentOutcome({ method: 'cash', status: 'PENDING' })).toBe('success');
  });

  it('waits while a gateway payment is pending, and fails when it failed, expired or was given back', () => {
    expect(serverPaymentOutcome({ method: 'VNPAY', status: 'PENDING' })).toBe('pending');
    for (const status of ['FAILED', 'EXPIRED', 'REFUNDED']) {
      expect(serverPaymentOutcome({ method: 'INTCARD', status })).toBe('failed');
    }
  });
});

describe('paymentFailureOf', () => {
  it.each([
    [{ status: 'FAILED', responseCode: '24' }, 'cancelled'],
    [{ status: 'FAILED', responseCode: 'cancelled' }, 'cancelled'],
    [{ status: 'FAILED', responseCode: '51' }, 'insufficientFunds'],
    [{ status: 'FAILED', responseCode: '11' }, 'timedOut'],
    [{ status: 'EXPIRED', responseCode: null }, 'timedOut'],
    [{ status: 'FAILED', responseCode: '65' }, 'limitExceeded'],
    [{ status: 'FAILED', responseCode: '13' }, 'verificationFailed'],
    [{ status: 'FAILED', responseCode: '12' }, 'accountLocked'],
    [{ status: 'FAILED', responseCode: '75' }, 'bankUnavailable'],
    [{ status: 'FAILED', responseCode: '99' }, 'declined'],
    [{ status: 'FAILED', responseCode: null }, 'declined'],
  ])('%o is %s', (payment, failure) => {
    expect(paymentFailureOf(payment)).toBe(failure);
  });
});
