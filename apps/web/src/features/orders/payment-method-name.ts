import { PAYMENT_METHODS, type PaymentMethod, paymentMethodTextKey } from '@skyparcel/domain/payment-rules';
import type { TFunction } from 'i18next';

/** A payment method as the order screen names it (payment-rules.ts); an unknown code is shown as it is. */
export function paymentMethodName(t: TFunction, method: string | null | undefined, platform = 'c2c'): string | null {
  if (!method) return null;
  if (!PAYMENT_METHODS.includes(method as PaymentMethod)) return method;
  return t(`paymentMethods.${paymentMethodTextKey(method, platform)}`);
}
