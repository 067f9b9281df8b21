import { z } from 'zod';

/** Payment methods an order request may name (spec 1 section 3); which work today is the server's payments module. */
export const PAYMENT_METHODS = ['cash', 'topup', 'VNBANK', 'INTCARD', 'VNPAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One method the order screen offers, with its names in both languages. */
export const paymentOptionSchema = z.object({
  code: z.enum(PAYMENT_METHODS),
  nameVn: z.string(),
  nameEng: z.string(),
  isGroup: z.boolean(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/** The payment config the price call answers: the methods and the wallet balance (whole VND). */
export const paymentConfigSchema = z.object({
  pointTopup: z.number().int(),
  methods: z.array(paymentOptionSchema),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
