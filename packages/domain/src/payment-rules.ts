/*
 * Payments (issue 13; spec 1 sections 3-4): the states an order's payment goes through, which
 * methods hand the customer to a gateway.
 */

/**
 * Payment methods an order request may name (spec 1 section 3); which work today is the server's
 * payments module. Cash and the wallet; VNPay's bank, card and QR (dong); KCP and the Korean
 * methods through PortOne (won).
 */
export const PAYMENT_METHODS = [
  'cash',
  'topup',
  'VNBANK',
  'INTCARD',
  'VNPAY',
  'KCP',
  'card',
  'phone',
  'payco',
  'samsung',
  'vbank',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An order's payment: waiting for the gateway, settled, or over without money kept. */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a payment is for: an order, money into the customer's wallet, or the difference a fee
 * adjustment added to an order (fee-adjustment-rules.ts).
 */
export const PAYMENT_PURPOSES = ['ORDER', 'TOPUP', 'RECHARGE'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Who moves the money: the courier at pickup, the wallet, or a gateway. */
export const PAYMENT_PROVIDERS = ['cash', 'wallet', 'vnpay', 'portone'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * The providers whose payments wait for a gateway: a reference and a deadline, a hand-off, and
 * refunds sent back through it (the others' go to the wallet).
 */
const GATEWAY_PROVIDERS: ReadonlySet<PaymentProvider> = new Set(['vnpay', 'portone']);

export function isGatewayProvider(provider: PaymentProvider): boolean {
  return GATEWAY_PROVIDERS.has(provider);
}

/** The methods paid on VNPay's page, and the vnp_BankCode each opens it with. */
export const VNPAY_BANK_CODES = { VNBANK: 'VNBANK', INTCARD: 'INTCARD', VNPAY: 'VNPAYQR' } as const;
export type VnpayMethod = keyof typeof VNPAY_BANK_CODES;

export function isVnpayMethod(method: string): method is VnpayMethod {
  return Object.hasOwn(VNPAY_BANK_CODES, method);
}

/**
 * The Korean methods paid in PortOne's window (Korea-inbound orders, in won), with the `pg` and
 * `pay_method` IMP.request_pay opens each with: KCP's card window, and KCP's card, phone bill,
 * Samsung Pay and virtual account, or PAYCO.
 */
export const PORTONE_METHODS = {
  KCP: { pg: 'kcp', payMethod: 'card' },
  card: { pg: 'kcp', payMethod: 'card' },
  phone: { pg: 'kcp', payMethod: 'phone' },
  payco: { pg: 'payco', payMethod: 'card' },
  samsung: { pg: 'kcp', payMethod: 'samsung' },
  vbank: { pg: 'kcp', payMethod: 'vbank' },
} as const;
export type PortoneMethod = keyof typeof PORTONE_METHODS;

export function isPortoneMethod(method: string): method is PortoneMethod {
  return Object.hasOwn(PORTONE_METHODS, method);
}

export function providerOf(method: PaymentMethod): PaymentProvider {
  if (method === 'cash') return 'cash';
  if (method === 'topup') return 'wallet';
  return isVnpayMethod(method) ? 'vnpay' : 'portone';
}

/** The currency a method pays in: PortOne's Korean methods take won, everything else dong. */
export function currencyOf(method: PaymentMethod): 'VND' | 'KRW' {
  return isPortoneMethod(method) ? 'KRW' : 'VND';
}

/** How long a gateway payment may stay unpaid before the order is released, unless configured. */
export const DEFAULT_PAYMENT_EXPIRY_MINUTES = 15;

/**
 * How long a Korean virtual account (vbank) waits for the customer's bank transfer, unless
 * configured: the deposit is made later from any bank, so the order is held for a day, not
 * minutes (docs/decisions/payments.md, "Virtual account deposit deadline").
 */
export const DEFAULT_VBANK_DEPOSIT_HOURS = 24;

/**
 * Whether an order waits for its customer's money: a gateway payment (a card, a bank, a virtual
 * account) not received yet. Cash is paid at pickup, so it never waits here.
 */
export function isAwaitingPayment(payment: { method: PaymentMethod; status: PaymentStatus } | undefined): boolean {
  return payment?.status === 'PENDING' && isGatewayProvider(providerOf(payment.method));
}

/** The states of a payment that kept money, which a refund can give back. */
export const REFUNDABLE_STATUSES: ReadonlySet<PaymentStatus> = new Set(['PAID', 'PARTIALLY_REFUNDED']);

/** A gateway payment's end states that kept no money; a late success on one is refunded. */
export function isClosedUnpaid(status: PaymentStatus): boolean {
  return status === 'FAILED' || status === 'EXPIRED';
}

/** Why money goes back: a success after the order was released, a cancelled order, a lowered total. */
export const REFUND_REASONS = ['LATE_PAYMENT', 'ORDER_CANCELLED', 'FEE_ADJUSTED'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Back through the gateway that took it, or into the customer's wallet. */
export const REFUND_DESTINATIONS = ['gateway', 'wallet'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/**
 * A gateway refund waits for the gateway's confirmation; a wallet refund is done when decided. One
 * the gateway kept refusing is FAILED until staff resolve it (send it again, or record that the money
 * went back another way).
 */
export const REFUND_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * How a payment method is named (its key among the paymentMethods texts): cash of a Cargo Direct
 * booking is paid at the airport drop-off, not to a courier at pickup; an unknown code stays as it is.
 */
export function paymentMethodTextKey(method: string, platform: string): string {
  if (method === 'cash' && platform === 'cargo') return 'cashAtAirport';
  return method;
}
