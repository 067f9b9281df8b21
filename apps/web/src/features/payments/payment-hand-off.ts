import type { PaymentHandOff } from '@skyparcel/domain/order-contracts';
import { paths } from '../../config/paths.ts';

/*
 * Where the customer goes once the order exists (spec 1 section 4 "Payment hand-off"): the one
 * place the payments issue extends. Cash and top-up go to the result page; gateways redirect to
 * the provider only when its host is on the allowed list.
 */
export const ALLOWED_PAYMENT_HOSTS = ['sandbox.vnpayment.vn', 'pay.vnpay.vn'];
const REDIRECT_METHODS = new Set(['VNBANK', 'INTCARD', 'VNPAY']);

export type HandOff = { kind: 'page'; href: string } | { kind: 'external'; url: string };

export function paymentHandOff(paymentMethod: string, custom: PaymentHandOff | null): HandOff {
  if (REDIRECT_METHODS.has(paymentMethod) && custom?.paymentUrl && isAllowedPaymentUrl(custom.paymentUrl)) {
    return { kind: 'external', url: custom.paymentUrl };
  }
  return { kind: 'page', href: paths.orderConfirmation.getHref({ paymentType: paymentMethod }) };
}

export function isAllowedPaymentUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && ALLOWED_PAYMENT_HOSTS.includes(hostname);
  } catch {
    return false;
  }
}
