import { PAYMENT_METHODS, type VirtualAccount } from '@skyparcel/domain/payment-contracts';
import {
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  REFUND_DESTINATIONS,
  REFUND_REASONS,
  REFUND_STATUSES,
} from '@skyparcel/domain/payment-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Every order's payment, and every wallet top-up (issue 13): how it is paid, how much, and where it stands. Only
 * modules/payments writes it; a gateway's result changes it once, under the row's lock.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order paid (its one ORDER payment, and a payment per recharge); null for a wallet top-up. */
    orderId: uuid('order_id').references(() => orders.id),
    /** What the money is for: an order, the customer's wallet (TOPUP_S247 when paid), or an order's recharge. */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('ORDER'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** Whole units of the currency (VND, or KRW for Korea-inbound orders). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The sum of its refunds (payment_refunds), decided; each is sent and confirmed on its own. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /** The reference the gateway knows the payment by (vnp_TxnRef, merchant_uid); null for cash and wallet. */
    txnRef: text('txn_ref').unique(),
    bankCode: text('bank_code'),
    /** A vbank payment's virtual account, as PortOne issued it (kept once the account is known). */
    virtualAccount: jsonb('virtual_account').$type<VirtualAccount>(),
    /** The gateway's own number for the money movement (vnp_TransactionNo, imp_uid). */
    providerTransactionNo: text('provider_transaction_no'),
    /** The gateway's last answer (vnp_ResponseCode), which the failure page explains. */
    responseCode: text('response_code'),
    /** When an unpaid gateway payment releases its order; null when nothing waits (cash, wallet). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
    check('payments_order_when_ordering', sql`(${t.purpose} <> 'TOPUP') = (${t.orderId} is not null)`),
    // An order has one payment of its own; its recharges are paid beside it.
    uniqueIndex('payments_order_unique').on(t.orderId).where(sql`${t.purpose} = 'ORDER'`),
    index('payments_recharge_order_idx').on(t.orderId).where(sql`${t.purpose} = 'RECHARGE'`),
    check('payments_refund_within_amount', sql`${t.refundedAmount} between 0 and ${t.amount}`),
    // The expiry job's claim: the oldest-due pending payments, without reading settled ones.
    index('payments_pending_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'PENDING' and ${t.expiresAt} is not null`),
  ],
);

/**
 * Each refund of a payment, whole or in part: a late success given back, a cancelled order, a fee
 * adjustment that lowered the total. The caller names it (`requestKey`, e.g. the cancelled order or
 * the adjustment; unique per payment), so the same refund asked twice, even at once, is written once. A wallet refund
 * is DONE in the transaction that decides it; a gateway refund stays PENDING until the gateway
 * confirms it, sent after the decision commits and retried by the payment job.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    requestKey: text('request_key').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Back where the money came from (the gateway), or into the customer's wallet. */
    destination: text('destination', { enum: REFUND_DESTINATIONS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    /** When the last attempt to send it started: another process waits a while before retrying. */
    attemptAt: timestamp('attempt_at', { withTimezone: true }),
    /** Attempts to send it so far (each claim counts one): the wait before the next grows with them. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
    unique('payment_refunds_request_key_unique').on(t.paymentId, t.requestKey),
    // The payment job's claim: refunds still to send.
    index('payment_refunds_pending_idx').on(t.attemptAt).where(sql`${t.status} = 'PENDING'`),
    // Staff's list of refunds given up on, oldest first.
    index('payment_refunds_failed_idx').on(t.createdAt).where(sql`${t.status} = 'FAILED'`),
  ],
);

/**
 * What happened to a payment, in order: its creation, every gateway callback (return URL, IPN,
 * webhook), reconciliation, expiry and refunds, including the ones refused (forged, replayed,
 * mismatched, late). Append-only: a trigger refuses updates and deletes.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** created, return, ipn, webhook, reconciled, expired, refund. */
    kind: text('kind').notNull(),
    /** What it did: paid, failed, expired, duplicate, amount_mismatch, late_refunded, refunded, ... */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
);

/**
 * The VNPay sandbox's own book (sandbox/, never in production): the payments its page settled,
 * so its merchant API answers querydr and refund as VNPay would.
 */
export const vnpaySandboxTransactions = pgTable('vnpay_sandbox_transactions', {
  txnRef: text('txn_ref').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  bankCode: text('bank_code').notNull(),
  responseCode: text('response_code').notNull(),
  transactionStatus: text('transaction_status').notNull(),
  transactionNo: text('transaction_no').notNull(),
  payDate: text('pay_date').notNull(),
  refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The PortOne sandbox's own book (sandbox/, never in production): the card payments its window
 * took, so its REST API answers a payment, finds one by merchant_uid and cancels all or part of it.
 */
export const portoneSandboxPayments = pgTable('portone_sandbox_payments', {
  impUid: text('imp_uid').primaryKey(),
  merchantUid: text('merchant_uid').notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  cancelAmount: bigint('cancel_amount', { mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull(),
  /** PortOne's: paid, failed, cancelled (a partial cancel stays paid). */
  status: text('status').notNull(),
  payMethod: text('pay_method').notNull(),
  pgProvider: text('pg_provider').notNull(),
  failReason: text('fail_reason'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** A virtual account (pay_method vbank): PortOne's vbank_name, vbank_num, vbank_holder, vbank_date. */
  vbankName: text('vbank_name'),
  vbankNum: text('vbank_num'),
  vbankHolder: text('vbank_holder'),
  vbankDate: timestamp('vbank_date', { withTimezone: true }),
  /** Where PortOne's webhook goes (the request's notice_url), kept for the virtual account's later transfer. */
  noticeUrl: text('notice_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The Vietnamese banks a customer pays from with a domestic card or account (reference-data/vn-banks, NAPAS
 * members with their BIN): the order screen's bank picker, and the bank an order's `vnpBank` may name.
 */
export const banks = pgTable('banks', {
  /** NAPAS/VietQR short code (VCB, CTG, NVB...), sent to the gateway as the chosen bank. */
  code: text('code').primaryKey(),
  bin: text('bin').notNull().unique(),
  shortName: text('short_name').notNull(),
  name: text('name').notNull(),
  swiftCode: text('swift_code'),
});
