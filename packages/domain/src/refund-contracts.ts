import { z } from 'zod';
import { REFUND_DESTINATIONS, REFUND_REASONS, REFUND_STATUSES } from './payment-rules.ts';

/*
 * Gateway refunds the gateway kept refusing (issue 38): staff see them and resolve each one.
 */

/** A gateway refund as staff see it, with the order it belongs to. */
export const staffRefundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  orderCode: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  reason: z.enum(REFUND_REASONS),
  destination: z.enum(REFUND_DESTINATIONS),
  status: z.enum(REFUND_STATUSES),
  attempts: z.number(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/** `GET /ops/v1/refunds/failed`: the refunds given up on, oldest first. */
export const failedRefundListSchema = z.object({ refunds: z.array(staffRefundSchema) });
export type FailedRefundList = z.infer<typeof failedRefundListSchema>;

/**
 * What staff do with a failed refund: send it to the gateway again from the first try, or record that
 * the money went back another way (a bank transfer), with a note of how.
 */
export const REFUND_RESOLUTIONS = ['RETRY', 'PAID_OUTSIDE'] as const;
export type RefundResolution = (typeof REFUND_RESOLUTIONS)[number];

/** `POST /ops/v1/refunds/{id}/resolve`. */
export const resolveRefundRequestSchema = z.object({
  action: z.enum(REFUND_RESOLUTIONS, { error: 'validation_invalid' }),
  note: z
    .string({ error: 'validation_required' })
    .trim()
    .min(1, { error: 'validation_required' })
    .max(500, { error: 'validation_invalid' }),
});
export type ResolveRefundRequest = z.infer<typeof resolveRefundRequestSchema>;

/** `POST /ops/v1/refunds/{id}/resolve`: the refund's id. */
export const refundParamsSchema = z.object({ id: z.uuid({ error: 'validation_invalid' }) });
