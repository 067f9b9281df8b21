import type { Address } from '@skyparcel/domain/address-contracts';
import type { CardPaymentData } from '@skyparcel/domain/order-contracts';
import type { PaymentPurpose } from '@skyparcel/domain/payment-rules';
import { isPortoneMethod, PORTONE_METHODS, type PortoneMethod } from '@skyparcel/domain/payment-rules';
import { formatInZone, KOREA_TIME_ZONE } from '@skyparcel/domain/time-zones';
import type { PortoneClient, PortonePayment } from '../../../integrations/portone/portone-client.ts';
import type { PaymentRow } from '../payment-repository.ts';
import { sumConfirmedGatewayRefunds } from '../payment-repository.ts';
import type { GatewayResult, PaymentProvider } from './payment-provider.ts';
import { NO_HAND_OFF } from './payment-provider.ts';

export type PortoneSetup = {
  client: PortoneClient;
  /** What the browser's window is opened with: the merchant's code, iamport.js, our webhook. */
  impCode: string;
  scriptUrl: string;
  webhookUrl: string;
  /** How long a card or easy payment waits; a virtual account waits for the transfer, longer. */
  expiryMinutes: number;
  vbankDepositHours: number;
  returnUrls: Record<PaymentPurpose, string>;
};

/**
 * PortOne v1 for the Korean methods (card, phone, PAYCO, Samsung Pay, KCP, virtual account): the
 * browser's window (IMP.request_pay), the unsigned webhook and return proven by re-reading the
 * payment from PortOne, the payment found by its merchant_uid when a callback was lost, and cancels.
 */
export function portoneProvider(setup: PortoneSetup): PaymentProvider {
  const { client } = setup;
  return {
    name: 'portone',
    methods: Object.keys(PORTONE_METHODS) as PortoneMethod[],
    isGateway: true,
    async start(_tx, payment) {
      if (!isPortoneMethod(payment.method)) throw new Error(`PortOne does not take ${payment.method}`);
      const holdMs = payment.method === 'vbank' ? setup.vbankDepositHours * 3_600_000 : setup.expiryMinutes * 60_000;
      return { status: 'PENDING', paidAt: null, bankCode: null, expiresAt: new Date(payment.now.getTime() + holdMs) };
    },
    handOff(payment, customer) {
      if (payment.status !== 'PENDING' || !payment.txnRef || !customer.buyer) return NO_HAND_OFF;
      return { paymentUrl: null, paymentData: windowData(setup, payment, customer.buyer) };
    },
    async verifyCallback(callback) {
      const { impUid, merchantUid } = callback as { impUid: string; merchantUid?: string };
      const payment = impUid ? await client.getPayment(impUid) : null;
      if (!payment || (merchantUid !== undefined && payment.merchantUid !== merchantUid)) {
        return { kind: 'refused', reason: 'unknown' };
      }
      const result = portoneResult(payment);
      if (!result) return { kind: 'waiting', txnRef: payment.merchantUid, virtualAccount: payment.virtualAccount };
      return { kind: 'result', result };
    },
    async query(payment) {
      if (!payment.txnRef) return { settled: null, raw: { gateway: 'no reference' } };
      const found = await client.findPayment(payment.txnRef);
      return { settled: found && portoneResult(found), raw: found ? { ...found } : { portone: 'no payment' } };
    },
    /**
     * PortOne's cancel of all or part of the payment, with the checksum of what should still be
     * cancellable by our book (the amount less the refunds PortOne confirmed). If an earlier attempt
     * went through but its answer was lost, PortOne refuses the checksum: the refund stays pending
     * and logged, never paid twice.
     */
    async refund(db, payment, refund) {
      if (!payment.providerTransactionNo) throw new Error(`payment ${payment.id} has no PortOne imp_uid`);
      const confirmed = await sumConfirmedGatewayRefunds(db, payment.id);
      const cancelled = await client.cancel({
        impUid: payment.providerTransactionNo,
        amount: refund.amount,
        checksum: payment.amount - confirmed,
        reason: `SkyParcel refund ${refund.reason} ${payment.txnRef ?? ''}`.trim(),
      });
      return { responseCode: '00', message: `cancelled ${cancelled.cancelAmount} of ${cancelled.amount}` };
    },
    /** Its checksum makes a second attempt (the webhook and the return both see it) a refusal, not a second cancel. */
    async returnUnmatched(result) {
      await client
        .cancel({
          impUid: result.transactionNo,
          amount: result.amount,
          checksum: result.amount,
          reason: 'amount mismatch',
        })
        .catch(() => undefined);
    },
  };
}

/**
 * PortOne's record as a result to settle, when it is final: paid, or failed (a cancelled one was
 * paid first; settling it as a failure changes only a payment still pending). `ready` (a virtual
 * account not yet paid into, a window still open) is no result yet.
 */
function portoneResult(payment: PortonePayment): GatewayResult | null {
  if (payment.status === 'ready') return null;
  return {
    txnRef: payment.merchantUid,
    amount: payment.amount,
    succeeded: payment.status === 'paid',
    responseCode: payment.status,
    transactionNo: payment.impUid,
    raw: { ...payment },
  };
}

/** PortOne's vbank_due: the deadline as YYYYMMDDhhmm on Korea's clock. */
export function vbankDueOf(deadline: Date): string {
  return formatInZone(deadline, KOREA_TIME_ZONE, 'yyyyMMddHHmm');
}

/**
 * IMP.request_pay's parameters for a Korean method while its payment waits: PortOne's window
 * returns to the confirmation page (which passes imp_uid on to the server) and calls our webhook.
 * The sender pays, so the buyer is the sender (name, national phone number).
 */
function windowData(setup: PortoneSetup, payment: PaymentRow, buyer: Address): CardPaymentData {
  const { pg, payMethod } = PORTONE_METHODS[payment.method as PortoneMethod];
  const txnRef = payment.txnRef ?? '';
  return {
    scriptUrl: setup.scriptUrl,
    merchantId: setup.impCode,
    pg,
    payMethod,
    merchantUid: txnRef,
    name: `SkyParcel ${txnRef}`,
    amount: payment.amount,
    currency: payment.currency,
    buyerName: buyer.personName,
    buyerTel: `0${buyer.phone}`,
    mRedirectUrl: `${setup.returnUrls.ORDER}?paymentType=${payment.method}`,
    noticeUrl: setup.webhookUrl,
    ...(payment.method === 'vbank' && payment.expiresAt ? { vbankDue: vbankDueOf(payment.expiresAt) } : {}),
  };
}
