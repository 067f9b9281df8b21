import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from './payment-contracts.ts';
import { currencyOf, isPortoneMethod, isVnpayMethod, providerOf } from './payment-rules.ts';

describe('payment providers', () => {
  it('sends bank, card and QR to VNPay, top-up to the wallet and cash to pickup', () => {
    expect(['VNBANK', 'INTCARD', 'VNPAY'].every(isVnpayMethod)).toBe(true);
    expect(isVnpayMethod('cash')).toBe(false);
    expect(providerOf('VNBANK')).toBe('vnpay');
    expect(providerOf('topup')).toBe('wallet');
    expect(providerOf('cash')).toBe('cash');
  });

  it('sends KCP and the Korean methods to PortOne, in won, and everything else is paid in dong', () => {
    const korean = ['KCP', 'card', 'phone', 'payco', 'samsung', 'vbank'] as const;
    expect(korean.every(isPortoneMethod)).toBe(true);
    expect(korean.map(providerOf)).toEqual(korean.map(() => 'portone'));
    expect(PAYMENT_METHODS.filter((method) => currencyOf(method) === 'KRW')).toEqual([...korean]);
  });
});
