import { PAYMENT_METHODS } from '@skyparcel/domain/payment-contracts';
import { isGatewayProvider, PAYMENT_PROVIDERS, providerOf } from '@skyparcel/domain/payment-rules';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/test-app.ts';
import type { PaymentRow } from '../payment-repository.ts';
import { providerFor } from '../start-payment.ts';
import { unconfiguredGateway } from './payment-provider.ts';

const t = testApp();

describe('payment providers behind one interface', () => {
  it('registers every provider, and every method of the contract with the provider that takes it', () => {
    const setup = t.app.payments;
    expect(Object.keys(setup.providers).sort()).toEqual([...PAYMENT_PROVIDERS].sort());
    // The test app has both gateways' sandboxes: every method is taken, each by its own provider.
    expect([...setup.methods].sort()).toEqual([...PAYMENT_METHODS].sort());
    for (const method of PAYMENT_METHODS) {
      const provider = providerFor(setup, method);
      expect(provider.name, method).toBe(providerOf(method));
      expect(provider.methods, method).toContain(method);
      expect(provider.isGateway, method).toBe(isGatewayProvider(provider.name));
    }
  });

  it('keeps a gateway without an account here out of the methods, and answers nothing of its old payments', async () => {
    const vnpay = unconfiguredGateway('vnpay');
    const payment = { id: 'p1', provider: 'vnpay', txnRef: 'SP2611270001' } as PaymentRow;
    expect(vnpay.methods).toEqual([]);
    expect(vnpay.handOff(payment, { ipAddr: '127.0.0.1', language: 'vi' })).toEqual({
      paymentUrl: null,
      paymentData: null,
    });
    expect(await vnpay.query(payment, new Date())).toEqual({ settled: null, raw: { gateway: 'no answer' } });
    expect(await vnpay.verifyCallback({ vnp_TxnRef: 'SP2611270001' })).toEqual({ kind: 'refused', reason: 'unknown' });
    await expect(vnpay.refund(t.db, payment, {} as never, new Date())).rejects.toThrow('no gateway refunds payment p1');
  });
});
