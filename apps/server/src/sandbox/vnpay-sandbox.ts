import { randomInt } from 'node:crypto';
import type { Language } from '@skyparcel/domain/locale';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_VNPAY, SANDBOX_VNPAY_API_PATH, SANDBOX_VNPAY_PAYMENT_PATH } from '../config.ts';
import { vnpaySandboxTransactions } from '../db/schema/payments.ts';
import { requestLanguage } from '../http/request-language.ts';
import { fromVnpayAmount, parseVnpayDate, vnpayDate } from '../integrations/vnpay/vnpay-format.ts';
import { hasValidSecureHash, signedQuery, type VnpayFields } from '../integrations/vnpay/vnpay-signature.ts';
import { inProcessFetch } from '../modules/payments/payment-setup.ts';
import { answerMerchantApi } from './vnpay-sandbox-api.ts';
import {
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
  type SandboxRefusal,
  sandboxPaymentPage,
  sandboxRefusalPage,
} from './vnpay-sandbox-page.ts';

type PaymentRequest = { fields: Record<string, string>; amountVnd: number; expiresAt: Date };

/**
 * A VNPay-compatible gateway inside this server (config PAYMENT_SANDBOX; refused in production):
 * its payment page takes the same signed 2.1.0 request as VNPay's, lets the customer pay, fail
 * (51) or cancel (24), tells our IPN server-to-server with a signed result, and sends the browser
 * to the return URL, as VNPay does. Its merchant API answers querydr and refund from its own book.
 */
export async function vnpaySandbox(app: FastifyInstance) {
  const callIpn = inProcessFetch(app, app.config.publicWebUrl);

  app.get(SANDBOX_VNPAY_PAYMENT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request, (request.query as Record<string, string>).vnp_Locale);
    const reading = readPaymentRequest(request.query, app.auth.clock());
    if ('refused' in reading) return sendPage(reply, 400, sandboxRefusalPage(language, reading.refused));
    const { fields, amountVnd, expiresAt } = reading;
    const requestText = new URLSearchParams(fields).toString();
    return sendPage(
      reply,
      200,
      sandboxPaymentPage(language, {
        tmnCode: fields.vnp_TmnCode,
        orderInfo: fields.vnp_OrderInfo,
        amountVnd,
        bankCode: fields.vnp_BankCode ?? '',
        expiresAt,
        request: requestText,
      }),
    );
  });

  app.post(SANDBOX_VNPAY_PAYMENT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = request.body as { request?: string; outcome?: string };
    const fields = Object.fromEntries(new URLSearchParams(form.request ?? ''));
    const language = pageLanguage(request, fields.vnp_Locale);
    const reading = readPaymentRequest(fields, app.auth.clock());
    if ('refused' in reading) return sendPage(reply, 400, sandboxRefusalPage(language, reading.refused));
    const outcome: SandboxOutcome =
      form.outcome && form.outcome in SANDBOX_OUTCOMES ? (form.outcome as SandboxOutcome) : 'cancel';
    const result = await bookResult(app, reading, outcome);
    if (!result) return sendPage(reply, 409, sandboxRefusalPage(language, 'processed'));
    const query = signedQuery(result, SANDBOX_VNPAY.hashSecret);
    // As VNPay does: our server hears first, then the customer's browser comes back.
    await callIpn(`${app.config.publicWebUrl}/api/v1/payment/vnpay/ipn?${query}`).catch((error: unknown) =>
      request.log.warn({ err: error }, 'sandbox: the IPN call failed'),
    );
    return reply.redirect(`${reading.fields.vnp_ReturnUrl}?${query}`, 303);
  });

  app.post(SANDBOX_VNPAY_API_PATH, { schema: { hide: true } }, async (request) =>
    answerMerchantApi(app.db, request.body as Record<string, unknown>, app.auth.clock()),
  );
}

/** VNPay's page speaks what the merchant asked (vn), else the browser's language among ours. */
function pageLanguage(request: FastifyRequest, vnpLocale: string | undefined): Language {
  return vnpLocale === 'vn' ? 'vi' : requestLanguage(request);
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/** VNPay's checks before it shows its page: our terminal, a valid signature, still within its time. */
function readPaymentRequest(query: unknown, now: Date): PaymentRequest | { refused: SandboxRefusal } {
  const fields = Object.fromEntries(
    Object.entries(query as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  if (fields.vnp_TmnCode !== SANDBOX_VNPAY.tmnCode || !hasValidSecureHash(fields, SANDBOX_VNPAY.hashSecret)) {
    return { refused: 'signature' };
  }
  const amountVnd = fromVnpayAmount(fields.vnp_Amount ?? '');
  const expiresAt = parseVnpayDate(fields.vnp_ExpireDate ?? '');
  if (amountVnd === null || !expiresAt || !fields.vnp_TxnRef || !fields.vnp_ReturnUrl) return { refused: 'signature' };
  if (expiresAt.getTime() < now.getTime()) return { refused: 'expired' };
  return { fields, amountVnd, expiresAt };
}

/**
 * The customer's choice, written once in the sandbox's book (a second submit of the same
 * reference is refused, as VNPay refuses a processed transaction); answers the result's fields.
 */
async function bookResult(app: FastifyInstance, payment: PaymentRequest, outcome: SandboxOutcome) {
  const { responseCode, transactionStatus } = SANDBOX_OUTCOMES[outcome];
  const transactionNo = outcome === 'cancel' ? '0' : String(randomInt(10_000_000, 99_999_999));
  const bankCode = payment.fields.vnp_BankCode || 'NCB';
  const payDate = vnpayDate(app.auth.clock());
  const [booked] = await app.db
    .insert(vnpaySandboxTransactions)
    .values({
      txnRef: payment.fields.vnp_TxnRef,
      amount: payment.amountVnd,
      bankCode,
      responseCode,
      transactionStatus,
      transactionNo,
      payDate,
    })
    .onConflictDoNothing()
    .returning({ txnRef: vnpaySandboxTransactions.txnRef });
  if (!booked) return null;
  const result: VnpayFields = {
    vnp_Amount: payment.fields.vnp_Amount,
    vnp_BankCode: bankCode,
    vnp_BankTranNo: outcome === 'cancel' ? undefined : `VNP${transactionNo}`,
    vnp_CardType: bankCode === 'VNPAYQR' ? 'QRCODE' : 'ATM',
    vnp_OrderInfo: payment.fields.vnp_OrderInfo,
    vnp_PayDate: payDate,
    vnp_ResponseCode: responseCode,
    vnp_TmnCode: payment.fields.vnp_TmnCode,
    vnp_TransactionNo: transactionNo,
    vnp_TransactionStatus: transactionStatus,
    vnp_TxnRef: payment.fields.vnp_TxnRef,
  };
  return result;
}
