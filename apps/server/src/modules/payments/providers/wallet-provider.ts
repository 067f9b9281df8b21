import { payOrderFromWallet } from '../../wallet/wallet-ledger.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { WITHOUT_GATEWAY } from './payment-provider.ts';

/**
 * The top-up wallet: an order (or a recharge) is paid at once, under the customer's row lock in the
 * order's transaction, or the order fails (global_not_enough_point). Refunds go back to it
 * (refund-payment.ts), never through a gateway.
 */
export const walletProvider: PaymentProvider = {
  name: 'wallet',
  methods: ['topup'],
  isGateway: false,
  async start(tx, payment) {
    if (!payment.order) throw new Error('the wallet pays orders only');
    await payOrderFromWallet(tx, {
      userId: payment.userId,
      order: payment.order,
      total: payment.amount,
      now: payment.now,
    });
    return { status: 'PAID', paidAt: payment.now, bankCode: null, expiresAt: null };
  },
  ...WITHOUT_GATEWAY,
};
