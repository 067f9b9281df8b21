import { PAYMENT_METHODS, type PaymentMethod } from '@skyparcel/domain/payment-contracts';
import type { TFunction } from 'i18next';

/**
 * A payment method as the order screen names it; an unknown code is shown as it is. Cash of a Cargo
 * Direct booking is paid at the airport drop-off, not to a courier at pickup.
 */
export function paymentMethodName(t: TFunction, method: string | null | undefined, platform = 'c2c'): string | null {
  if (!method) return null;
  if (method === 'cash' && platform === 'cargo') return t('c2cOrder.payment.cashAtAirport');
  return PAYMENT_METHODS.includes(method as PaymentMethod) ? t(`c2cOrder.payment.${method}`) : method;
}
