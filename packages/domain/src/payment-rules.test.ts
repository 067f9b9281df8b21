import { describe, expect, it } from 'vitest';
import { isVnpayMethod, providerOf } from './payment-rules.ts';

describe('payment providers', () => {
  it('sends bank, card and QR to VNPay, top-up to the wallet and cash to pickup', () => {
    expect(['VNBANK', 'INTCARD', 'VNPAY'].every(isVnpayMethod)).toBe(true);
    expect(isVnpayMethod('cash')).toBe(false);
    expect(providerOf('VNBANK')).toBe('vnpay');
    expect(providerOf('topup')).toBe('wallet');
    expect(providerOf('cash')).toBe('cash');
  });
});
