import type { PaymentPurpose } from '@skyparcel/domain/payment-rules';
import { isVnpayMethod, VNPAY_BANK_CODES } from '@skyparcel/domain/payment-rules';
import type { VnpayClient, VnpayQueryResult } from '../../../integrations/vnpay/vnpay-client.ts';
import type { GatewayResult, PaymentProvider } from './payment-provider.ts';
import { NO_HAND_OFF } from './payment-provider.ts';

export type VnpaySetup = {
  client: VnpayClient;
  /** How long a payment waits for VNPay before it lets its order go. */
  expiryMinutes: number;
  /** Where VNPay sends the customer back, by what was paid (a recharge returns to its order's detail). */
  returnUrls: Record<PaymentPurpose, string>;
};

/** What VNPay's page says the payment is for (ASCII, as vnp_OrderInfo wants). */
const ORDER_INFO: Record<PaymentPurpose, string> = {
  ORDER: 'Thanh toan don hang',
  TOPUP: 'Nap tien vi',
  RECHARGE: 'Thanh toan phi dieu chinh don hang',
};

/**
 * VNPay 2.1.0 (domestic bank, international card, VNPAY-QR): the signed payment URL, the signed
 * return and IPN, querydr for a payment whose callback was lost, and refunds (payments.md).
 */
export function vnpayProvider(setup: VnpaySetup): PaymentProvider {
  const { client } = setup;
  return {
    name: 'vnpay',
    methods: Object.keys(VNPAY_BANK_CODES) as (keyof typeof VNPAY_BANK_CODES)[],
    isGateway: true,
    async start(_tx, payment) {
      if (!isVnpayMethod(payment.method)) throw new Error(`VNPay does not take ${payment.method}`);
      return {
        status: 'PENDING',
        paidAt: null,
        bankCode: payment.bankCode ?? VNPAY_BANK_CODES[payment.method],
        expiresAt: new Date(payment.now.getTime() + setup.expiryMinutes * 60_000),
      };
    },
    handOff(payment, customer) {
      if (payment.status !== 'PENDING' || !payment.txnRef) return NO_HAND_OFF;
      const paymentUrl = client.paymentUrl({
        txnRef: payment.txnRef,
        amountVnd: payment.amount,
        bankCode: payment.bankCode ?? undefined,
        ipAddr: customer.ipAddr,
        locale: customer.language === 'vi' ? 'vn' : 'en',
        orderInfo: `${ORDER_INFO[payment.purpose]} ${payment.txnRef}`,
        returnUrl:
          payment.purpose === 'RECHARGE'
            ? `${setup.returnUrls.RECHARGE}/${payment.orderId}`
            : setup.returnUrls[payment.purpose],
        createdAt: payment.createdAt,
        expiresAt: payment.expiresAt ?? payment.createdAt,
      });
      return { paymentUrl, paymentData: null };
    },
    async verifyCallback(query) {
      const reading = client.readCallback(query as Record<string, unknown>);
      if (!reading.valid) return { kind: 'refused', reason: reading.reason };
      const { callback } = reading;
      return {
        kind: 'result',
        result: {
          txnRef: callback.txnRef,
          amount: callback.amountVnd,
          succeeded: callback.succeeded,
          responseCode: callback.responseCode,
          transactionNo: callback.transactionNo,
          raw: { ...(query as Record<string, unknown>) },
        },
      };
    },
    async query(payment, now) {
      if (!payment.txnRef) return { settled: null, raw: { gateway: 'no reference' } };
      const found = await client.queryTransaction({ txnRef: payment.txnRef, transactionDate: payment.createdAt, now });
      return { settled: isSettled(found) ? queryResult(found) : null, raw: { ...found } };
    },
    refund(_db, payment, refund, now) {
      if (!payment.txnRef) return Promise.reject(new Error(`payment ${payment.id} has no VNPay reference`));
      return client.refund({
        txnRef: payment.txnRef,
        amountVnd: refund.amount,
        transactionType: refund.amount === payment.amount ? '02' : '03',
        transactionNo: payment.providerTransactionNo ?? undefined,
        transactionDate: payment.createdAt,
        createdBy: 'skyparcel',
        orderInfo: `Hoan tien don hang ${payment.txnRef}`,
        now,
      });
    },
  };
}

function queryResult(found: VnpayQueryResult): GatewayResult {
  return {
    txnRef: found.txnRef,
    amount: found.amountVnd ?? -1,
    succeeded: found.transactionStatus === '00',
    responseCode: found.transactionStatus,
    transactionNo: found.transactionNo,
    raw: { ...found },
  };
}

/** querydr found the payment and it is over, paid or not (`01` means still open at VNPay). */
function isSettled(found: VnpayQueryResult): boolean {
  return found.responseCode === '00' && found.transactionStatus !== '01';
}
