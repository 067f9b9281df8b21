import type { Address } from '@skyparcel/domain/address-contracts';
import type { Language } from '@skyparcel/domain/locale';
import type { PaymentHandOff } from '@skyparcel/domain/order-contracts';
import type { PaymentMethod, VirtualAccount } from '@skyparcel/domain/payment-contracts';
import type { PaymentStatus, PaymentProvider as ProviderName } from '@skyparcel/domain/payment-rules';
import type { Database } from '../../../db/database.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { PaymentRow, RefundRow } from '../payment-repository.ts';

/** A gateway's final word on a payment: what the callback, or the gateway asked later, proves. */
export type GatewayResult = {
  txnRef: string;
  amount: number;
  /** Money moved (VNPay: response code and transaction status both 00). */
  succeeded: boolean;
  responseCode: string;
  transactionNo: string;
  /** What arrived, kept in the payment's history. */
  raw: Record<string, unknown>;
};

/** A payment about to be kept: the order it pays (an order's or a recharge's), or none (a top-up). */
export type PaymentStart = {
  userId: string;
  order: { id: string; code: string } | null;
  amount: number;
  method: PaymentMethod;
  /** The bank the customer chose at VNPay's domestic method. */
  bankCode?: string;
  now: Date;
};

/** What the provider decided of a payment it starts: paid at once, or waiting (until when, at which bank). */
export type StartedPayment = {
  status: Extract<PaymentStatus, 'PAID' | 'PENDING'>;
  paidAt: Date | null;
  bankCode: string | null;
  expiresAt: Date | null;
};

/** Who the customer is at the hand-off: the request's address and language, and who pays (an order's sender). */
export type HandOffClient = { ipAddr: string; language: Language; buyer?: Address };

/** What a callback proves: nothing (refused, and why), no result yet (still waiting), or a result. */
export type CallbackReading =
  | { kind: 'refused'; reason: 'checksum' | 'malformed' | 'unknown' }
  | { kind: 'waiting'; txnRef: string; virtualAccount: VirtualAccount | null }
  | { kind: 'result'; result: GatewayResult };

/** What the gateway said when asked of a waiting payment: its final result, if any, and its words. */
export type GatewayAnswer = { settled: GatewayResult | null; raw: Record<string, unknown> };

/** A gateway's answer to a refund sent: `00` done (VNPay's `94`, already refunded, counts as done too). */
export type GatewayRefundAnswer = { responseCode: string; message: string };

/**
 * One way of paying (cash, the wallet, VNPay, PortOne) behind one interface, as the order, top-up and
 * recharge flows see it: they start a payment, hand the customer off, verify what a callback brings,
 * ask the gateway, and send a refund, never asking which provider it is. A new provider (MoMo,
 * ZaloPay) is an adapter in this folder and a line in payment-setup.ts.
 */
export type PaymentProvider = {
  name: ProviderName;
  /** The methods it takes in this deployment (none for a gateway that is not configured). */
  methods: readonly PaymentMethod[];
  /** Its payments wait for a gateway: they get a reference and a deadline, and are queried and refunded there. */
  isGateway: boolean;
  /** Inside the payment's transaction, before its row is written: the wallet pays at once, the others wait. */
  start(tx: Tx, payment: PaymentStart): Promise<StartedPayment>;
  /** Where the customer pays next while the payment waits (a URL or a window's parameters); nothing otherwise. */
  handOff(payment: PaymentRow, client: HandOffClient): PaymentHandOff;
  /** A callback (the gateway's, or the customer's browser back from it) read and proven, never trusted as sent. */
  verifyCallback(callback: unknown): Promise<CallbackReading>;
  /** Asks the gateway whether a waiting payment was settled (a callback may have been lost). */
  query(payment: PaymentRow, now: Date): Promise<GatewayAnswer>;
  /** Sends a refund decided at the gateway; refused when the provider has no gateway to send it to. */
  refund(db: Database, payment: PaymentRow, refund: RefundRow, now: Date): Promise<GatewayRefundAnswer>;
  /** Gives back money the gateway took for another amount than the payment's, at once and whole. */
  returnUnmatched?(result: GatewayResult): Promise<void>;
};

export const NO_HAND_OFF: PaymentHandOff = { paymentUrl: null, paymentData: null };

/** What a provider without a gateway (or an unconfigured one) answers to the gateway's operations. */
export const WITHOUT_GATEWAY = {
  handOff: () => NO_HAND_OFF,
  verifyCallback: async (): Promise<CallbackReading> => ({ kind: 'refused', reason: 'unknown' }),
  query: async (): Promise<GatewayAnswer> => ({ settled: null, raw: { gateway: 'no answer' } }),
  refund: (_db: Database, payment: PaymentRow): Promise<GatewayRefundAnswer> =>
    Promise.reject(new Error(`no gateway refunds payment ${payment.id}`)),
} satisfies Partial<PaymentProvider>;

/** A gateway this deployment has no account for: it takes no method, and answers nothing of old payments. */
export function unconfiguredGateway(name: ProviderName): PaymentProvider {
  return {
    name,
    methods: [],
    isGateway: true,
    start: () => Promise.reject(new Error(`${name} is not configured here`)),
    ...WITHOUT_GATEWAY,
  };
}
