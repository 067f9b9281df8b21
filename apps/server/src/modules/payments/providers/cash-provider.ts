import type { PaymentProvider } from './payment-provider.ts';
import { WITHOUT_GATEWAY } from './payment-provider.ts';

/** Cash at pickup: the payment waits for the courier, who collects it at the handover (adjustment-payments.ts). */
export const cashProvider: PaymentProvider = {
  name: 'cash',
  methods: ['cash'],
  isGateway: false,
  start: async () => ({ status: 'PENDING', paidAt: null, bankCode: null, expiresAt: null }),
  ...WITHOUT_GATEWAY,
};
