import type { CardPaymentData, PaymentHandOff } from '@skyparcel/domain/order-contracts';
import { isPortoneMethod, isVnpayMethod } from '@skyparcel/domain/payment-rules';
import { paths } from '../../config/paths.ts';
import { openCardWindow } from './card-window.ts';

/*
 * Where the customer goes once the order exists (spec 1 section 4 "Payment hand-off"): cash and
 * top-up go to the result page; VNPay's bank, card and QR redirect to the payment page, and the
 * Korean methods open PortOne's card window, only when its origin is on the deployment's allowed
 * list (site config); anything else stays on the result page.
 */
export type HandOff =
  | { kind: 'page'; href: string }
  | { kind: 'external'; url: string }
  /** `href`: the result page, where a window that cannot open leaves the customer. */
  | { kind: 'cardWindow'; data: CardPaymentData; href: string };

export function paymentHandOff(
  paymentMethod: string,
  custom: PaymentHandOff | null,
  allowedOrigins: readonly string[],
): HandOff {
  const url = custom?.paymentUrl;
  if (isVnpayMethod(paymentMethod) && url && isAllowedPaymentUrl(url, allowedOrigins)) {
    return { kind: 'external', url };
  }
  const href = paths.orderConfirmation.getHref({ paymentType: paymentMethod });
  const data = custom?.paymentData;
  if (isPortoneMethod(paymentMethod) && data && isAllowedPaymentUrl(data.scriptUrl, allowedOrigins)) {
    return { kind: 'cardWindow', data, href };
  }
  return { kind: 'page', href };
}

/** Whole origins (scheme, host and port), so a look-alike host or a downgrade to http never passes. */
export function isAllowedPaymentUrl(url: string, allowedOrigins: readonly string[]): boolean {
  if (!URL.canParse(url)) return false;
  return allowedOrigins.includes(new URL(url).origin);
}

/**
 * Takes the customer where the hand-off says: the gateway's page, PortOne's window, or a page of
 * ours. A window that cannot open leaves the customer on the result page, which shows the
 * payment as it stands.
 */
export async function followHandOff(handOff: HandOff, navigate: (href: string) => unknown): Promise<void> {
  if (handOff.kind === 'external') window.location.assign(handOff.url);
  else if (handOff.kind === 'cardWindow') await openCardWindow(handOff.data).catch(() => navigate(handOff.href));
  else await navigate(handOff.href);
}
