import { z } from 'zod';
import { calendarDayField, pageNumberField } from './api-envelope.ts';
import { moneyOf } from './money-format.ts';
import { VNPAY_BANK_CODES } from './payment-rules.ts';
import { TOPUP_MAX_AMOUNT, TOPUP_MIN_AMOUNT, TRANSACTION_PAGE_SIZE, WALLET_MOVEMENT_TYPES } from './wallet-rules.ts';

/*
 * The top-up wallet's calls (spec 2 section 7): `GET /v1/topup/info` and `GET /v1/topup/transaction`.
 * The rules are in wallet-rules.ts.
 */

/** `GET /v1/topup/transaction`: Vietnamese calendar days (YYYY-MM-DD, both included) and a page. */
export const walletTransactionsQuerySchema = z.object({
  fromDate: calendarDayField.optional(),
  toDate: calendarDayField.optional(),
  page: pageNumberField,
  limit: z.coerce
    .number({ error: 'validation_invalid' })
    .int()
    .min(1)
    .max(TRANSACTION_PAGE_SIZE)
    .default(TRANSACTION_PAGE_SIZE),
});
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuerySchema>;

/** One ledger movement (spec 2 section 3: amountBefore, amountAfter, tranReqType, orderNumber, createdDate). */
export const walletTransactionSchema = z.object({
  id: z.string(),
  tranReqType: z.enum(WALLET_MOVEMENT_TYPES),
  /** Whole VND: positive for money in, negative for money out. */
  amount: z.number().int(),
  amountBefore: z.number().int(),
  amountAfter: z.number().int(),
  /** The order's code when the movement pays for or refunds one. */
  orderNumber: z.string().nullable(),
  createdDate: z.iso.datetime(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsSchema = z.object({
  transactions: z.array(walletTransactionSchema),
  /** Movements in the period, over every page. */
  total: z.number().int(),
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
});
export type WalletTransactions = z.infer<typeof walletTransactionsSchema>;

/** `GET /v1/topup/info`: the balance and its totals since the wallet opened (whole VND). */
export const walletInfoSchema = z.object({
  balance: z.number().int(),
  /** Everything that came in. */
  plusTopup: z.number().int(),
  /** Everything that went out, as a positive number. */
  deductTopup: z.number().int(),
  /** Bonus credits granted by SkyParcel (CREDIT movements), newest first. */
  agentPoints: z.array(z.object({ amount: z.number().int(), createdDate: z.iso.datetime() })),
});
export type WalletInfo = z.infer<typeof walletInfoSchema>;

/** `POST /v1/topup`: how much to put in the wallet, paid with one of VNPay's methods. */
export const topupRequestSchema = z.object({
  amount: z
    .number({ error: 'validation_required' })
    .int({ error: 'validation_invalid' })
    .superRefine((amount, context) => {
      if (amount >= TOPUP_MIN_AMOUNT && amount <= TOPUP_MAX_AMOUNT) return;
      const params = { min: moneyOf(TOPUP_MIN_AMOUNT, 'VND'), max: moneyOf(TOPUP_MAX_AMOUNT, 'VND') };
      context.addIssue({ code: 'custom', message: 'validation_topup_amount', params });
    }),
  paymentMethod: z.enum(Object.keys(VNPAY_BANK_CODES) as [keyof typeof VNPAY_BANK_CODES], {
    error: 'C2cNoChoosePaymentMethod',
  }),
});
export type TopupRequest = z.infer<typeof topupRequestSchema>;

/** Where the customer pays the top-up: VNPay's signed page (the sandbox where it runs). */
export const topupStartedSchema = z.object({ txnRef: z.string(), paymentUrl: z.string() });
export type TopupStarted = z.infer<typeof topupStartedSchema>;
