import { z } from 'zod';

/*
 * The settings staff change (issue 39): vouchers and exchange rates, each change shown with who
 * made it and when. Reading is any staff member's; changing is an admin's.
 */

export const VOUCHER_STATES = ['SCHEDULED', 'ACTIVE', 'ENDED'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

/** Where a voucher stands at a moment: before its window, in it, or after it. */
export function voucherState(voucher: { startsAt: Date; endsAt: Date }, now: Date): VoucherState {
  if (now < voucher.startsAt) return 'SCHEDULED';
  return now < voucher.endsAt ? 'ACTIVE' : 'ENDED';
}

/** A change and who made it: a staff member's name, or null for what the seed set. */
export const changeSchema = z.object({ at: z.iso.datetime(), by: z.string().nullable() });

/** `GET /ops/v1/vouchers`: every voucher with its limits and its use so far, newest window first. */
export const opsVoucherSchema = z.object({
  code: z.string(),
  /** In the reader's language. */
  title: z.string(),
  discountType: z.enum(['percent', 'absolute']),
  /** Percent (1–100) or VND. */
  discountAmount: z.number().int(),
  maxDiscount: z.number().int().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  usageLimit: z.number().int().nullable(),
  dailyLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int(),
  /** Redemptions so far (an order cancelled gives its use back). */
  used: z.number().int(),
  state: z.enum(VOUCHER_STATES),
  endedEarly: changeSchema.nullable(),
  created: changeSchema.nullable(),
});
export type OpsVoucher = z.infer<typeof opsVoucherSchema>;

export const voucherCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,20}$/, { error: 'validation_invalid' }),
});

const limit = z.number({ error: 'validation_invalid' }).int({ error: 'validation_invalid' }).positive({
  error: 'validation_invalid',
});

/** `POST /ops/v1/vouchers` (admins): a new voucher, titled in the three languages. */
export const createVoucherRequestSchema = z
  .object({
    code: voucherCodeParamsSchema.shape.code,
    title: z.object({
      vi: z.string().trim().min(1, { error: 'validation_required' }).max(80, { error: 'validation_max_length' }),
      en: z.string().trim().min(1, { error: 'validation_required' }).max(80, { error: 'validation_max_length' }),
      ko: z.string().trim().min(1, { error: 'validation_required' }).max(80, { error: 'validation_max_length' }),
    }),
    discountType: z.enum(['percent', 'absolute'], { error: 'validation_invalid' }),
    discountAmount: limit,
    maxDiscount: limit.nullable().default(null),
    startsAt: z.iso.datetime({ error: 'validation_invalid', offset: true }),
    endsAt: z.iso.datetime({ error: 'validation_invalid', offset: true }),
    usageLimit: limit.nullable().default(null),
    dailyLimit: limit.nullable().default(null),
    perCustomerLimit: limit.default(1),
  })
  .refine((voucher) => voucher.discountType !== 'percent' || voucher.discountAmount <= 100, {
    path: ['discountAmount'],
    error: 'validation_invalid',
  })
  .refine((voucher) => new Date(voucher.startsAt) < new Date(voucher.endsAt), {
    path: ['endsAt'],
    error: 'validation_invalid',
  });
export type CreateVoucherRequest = z.infer<typeof createVoucherRequestSchema>;
