import { PAYMENT_METHODS, type PaymentMethod } from '@skyparcel/domain/payment-contracts';
import type { TFunction } from 'i18next';

/** A payment method as the order screen names it; an unknown code is shown as it is. */
export function paymentMethodName(t: TFunction, method: string | null | undefined): string | null {
  if (!method) return null;
  return PAYMENT_METHODS.includes(method as PaymentMethod) ? t(`c2cOrder.payment.${method}`) : method;
}
