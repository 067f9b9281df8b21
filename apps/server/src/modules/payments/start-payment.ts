import type { Address } from '@skyparcel/domain/address-contracts';
import type { Language } from '@skyparcel/domain/locale';
import type { CardPaymentData, PaymentHandOff } from '@skyparcel/domain/order-contracts';
import type { PaymentMethod } from '@skyparcel/domain/payment-contracts';
import {
  isPortoneMethod,
  isVnpayMethod,
  PORTONE_METHODS,
  type PortoneMethod,
  providerOf,
  VNPAY_BANK_CODES,
} from '@skyparcel/domain/payment-rules';
import { formatInZone, KOREA_TIME_ZONE } from '@skyparcel/domain/time-zones';
import type { Tx } from '../../db/transaction.ts';
import type { CallContext } from '../../http/call-context.ts';
import { payOrderFromWallet } from '../wallet/wallet-ledger.ts';
import { findOrderPayment, insertPayment, type PaymentRow } from './payment-repository.ts';
import type { PaymentSetup } from './payment-setup.ts';

type PayableOrder = { id: string; code: string; userId: string; total: number; currency: string };

/**
 * The order's payment, inside the order's transaction: the wallet pays at once (or the order
 * fails), cash waits for the pickup, and a gateway payment waits for its callback until it
 * expires, holding the order's flight weight and voucher meanwhile. A recharge (a fee adjustment
 * raised the total) is paid the same way, beside the order's own payment, for its difference:
 * its gateway reference is the order code, R and the attempt.
 */
export async function startPayment(
  tx: Tx,
  setup: PaymentSetup,
  request: {
    order: PayableOrder;
    method: PaymentMethod;
    bankCode?: string;
    now: Date;
    recharge?: { amount: number; attempt: number };
  },
): Promise<PaymentRow> {
  const { order, method, now, recharge } = request;
  const provider = providerOf(method);
  const amount = recharge?.amount ?? order.total;
  if (provider === 'wallet') {
    await payOrderFromWallet(tx, { userId: order.userId, order, total: amount, now });
  }
  const isGateway = provider === 'vnpay' || provider === 'portone';
  return insertPayment(
    tx,
    {
      orderId: order.id,
      purpose: recharge ? 'RECHARGE' : 'ORDER',
      userId: order.userId,
      method,
      provider,
      status: provider === 'wallet' ? 'PAID' : 'PENDING',
      amount,
      currency: order.currency,
      // The order code is unique for ever, so it is also unique within VNPay's day.
      txnRef: isGateway ? (recharge ? `${order.code}R${recharge.attempt}` : order.code) : null,
      bankCode: isVnpayMethod(method) ? (request.bankCode ?? VNPAY_BANK_CODES[method]) : null,
      expiresAt: isGateway ? paymentDeadline(setup, method, now) : null,
      paidAt: provider === 'wallet' ? now : null,
      createdAt: now,
      updatedAt: now,
    },
    { kind: 'created', outcome: provider === 'wallet' ? 'paid' : 'pending', payload: { method } },
  );
}

/** When an unpaid gateway payment lets its order go: a virtual account waits for the transfer. */
function paymentDeadline(setup: PaymentSetup, method: PaymentMethod, now: Date): Date {
  const holdMs = method === 'vbank' ? setup.vbankDepositHours * 3_600_000 : setup.expiryMinutes * 60_000;
  return new Date(now.getTime() + holdMs);
}

/** PortOne's vbank_due: the deadline as YYYYMMDDhhmm on Korea's clock. */
export function vbankDueOf(deadline: Date): string {
  return formatInZone(deadline, KOREA_TIME_ZONE, 'yyyyMMddHHmm');
}

/**
 * Where the customer pays next (spec 1 section 7, meta.custom): VNPay's signed payment URL, or
 * PortOne's window parameters, while the payment waits; nothing for cash, the wallet, or a payment
 * already settled (a replayed order).
 */
export async function orderHandOff(
  context: Omit<CallContext<unknown>, 'input'>,
  order: { id: string; paymentMethod: string; sender: unknown },
  ipAddr: string,
): Promise<PaymentHandOff> {
  // Cash and the wallet hand off nowhere: no read on the order path for them.
  if (isPortoneMethod(order.paymentMethod)) {
    const payment = await findOrderPayment(context.db, order.id);
    return { paymentUrl: null, paymentData: cardWindowData(context.payments, payment, order.sender as Address) };
  }
  if (!isVnpayMethod(order.paymentMethod)) return { paymentUrl: null, paymentData: null };
  const payment = await findOrderPayment(context.db, order.id);
  return paymentHandOff(context.payments, payment, { ipAddr, language: context.language });
}

/**
 * IMP.request_pay's parameters for a Korean method while its payment waits: PortOne's window
 * returns to the confirmation page (which passes imp_uid on to the server) and calls our webhook.
 * The sender pays, so the buyer is the sender (name, national phone number).
 */
function cardWindowData(setup: PaymentSetup, payment: PaymentRow, sender: Address): CardPaymentData | null {
  if (payment.provider !== 'portone' || payment.status !== 'PENDING' || !setup.portone || !payment.txnRef) return null;
  const { pg, payMethod } = PORTONE_METHODS[payment.method as PortoneMethod];
  return {
    scriptUrl: setup.portone.scriptUrl,
    merchantId: setup.portone.impCode,
    pg,
    payMethod,
    merchantUid: payment.txnRef,
    name: `SkyParcel ${payment.txnRef}`,
    amount: payment.amount,
    currency: payment.currency,
    buyerName: sender.personName,
    buyerTel: `0${sender.phone}`,
    mRedirectUrl: `${setup.returnUrls.ORDER}?paymentType=${payment.method}`,
    noticeUrl: setup.portone.webhookUrl,
    ...(payment.method === 'vbank' && payment.expiresAt ? { vbankDue: vbankDueOf(payment.expiresAt) } : {}),
  };
}

export function paymentHandOff(
  setup: PaymentSetup,
  payment: PaymentRow,
  client: { ipAddr: string; language: Language },
): PaymentHandOff {
  if (payment.provider !== 'vnpay' || payment.status !== 'PENDING' || !setup.vnpay || !payment.txnRef) {
    return { paymentUrl: null, paymentData: null };
  }
  const paymentUrl = setup.vnpay.paymentUrl({
    txnRef: payment.txnRef,
    amountVnd: payment.amount,
    bankCode: payment.bankCode ?? undefined,
    ipAddr: client.ipAddr,
    locale: client.language === 'vi' ? 'vn' : 'en',
    orderInfo: `${ORDER_INFO[payment.purpose]} ${payment.txnRef}`,
    // A recharge returns to its order's detail, where it was started.
    returnUrl:
      payment.purpose === 'RECHARGE'
        ? `${setup.returnUrls.RECHARGE}/${payment.orderId}`
        : setup.returnUrls[payment.purpose],
    createdAt: payment.createdAt,
    expiresAt: payment.expiresAt ?? payment.createdAt,
  });
  return { paymentUrl, paymentData: null };
}

/** What VNPay's page says the payment is for (ASCII, as vnp_OrderInfo wants). */
const ORDER_INFO: Record<PaymentRow['purpose'], string> = {
  ORDER: 'Thanh toan don hang',
  TOPUP: 'Nap tien vi',
  RECHARGE: 'Thanh toan phi dieu chinh don hang',
};
