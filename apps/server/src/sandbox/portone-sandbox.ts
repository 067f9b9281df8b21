import { randomBytes } from 'node:crypto';
import { LANGUAGES, type Language } from '@skyparcel/domain/locale';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_IAMPORT_SCRIPT_PATH, SANDBOX_PORTONE, SANDBOX_PORTONE_PATH } from '../config.ts';
import { portoneSandboxPayments } from '../db/schema/payments.ts';
import { requestLanguage } from '../http/request-language.ts';
import { inProcessFetch } from '../modules/payments/payment-setup.ts';
import { portoneSandboxApi } from './portone-sandbox-api.ts';
import {
  CARD_OUTCOMES,
  type CardOutcome,
  type CardPaymentRequest,
  cardWindowPage,
  cardWindowRefusal,
} from './portone-sandbox-page.ts';

const WINDOW_PATH = `${SANDBOX_PORTONE_PATH}/pay`;

/*
 * An iamport.js-compatible script: IMP.init(code) and IMP.request_pay(params, callback), which
 * opens the sandbox's card window. The sandbox always returns by redirect (m_redirect_url), as
 * PortOne does on mobile; without one the callback hears the failure at once.
 */
const IAMPORT_SCRIPT = `(function () {
  var windowUrl = new URL('../pay', document.currentScript.src);
  var merchant = '';
  window.IMP = {
    init: function (code) { merchant = String(code); },
    request_pay: function (params, callback) {
      if (!params || !params.m_redirect_url) {
        if (callback) callback({ success: false, imp_success: false, error_code: 'F400', error_msg: 'm_redirect_url is required by the sandbox' });
        return;
      }
      var url = new URL(windowUrl);
      url.searchParams.set('imp', merchant);
      Object.keys(params).forEach(function (key) {
        var value = params[key];
        if (value !== undefined && value !== null && typeof value !== 'object') url.searchParams.set(key, String(value));
      });
      window.location.assign(url.toString());
    }
  };
})();
`;

type WindowRequest = CardPaymentRequest & { redirectUrl: URL; noticeUrl: string | null };

/**
 * A PortOne-compatible gateway inside this server (config PAYMENT_SANDBOX; refused in production):
 * the script, a card window that lets the customer pay, be declined or close it, a webhook
 * (`notice_url`, paid only, as PortOne sends none for failures) and the return to
 * `m_redirect_url` with imp_uid, merchant_uid and imp_success; its REST API answers from its book.
 */
export async function portoneSandbox(app: FastifyInstance) {
  const callWebhook = inProcessFetch(app, app.config.publicWebUrl);
  await app.register(portoneSandboxApi);

  app.get(SANDBOX_IAMPORT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(IAMPORT_SCRIPT),
  );

  app.get(WINDOW_PATH, { schema: { hide: true } }, async (request, reply) => {
    const fields = new URLSearchParams(stringEntries(request.query as Record<string, unknown>));
    const language = windowLanguage(request, fields);
    const reading = readWindowRequest(fields);
    if (!reading) return sendPage(reply, 400, cardWindowRefusal(language, 'request'));
    return sendPage(reply, 200, cardWindowPage(language, reading));
  });

  app.post(WINDOW_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = request.body as { request?: string; outcome?: string };
    const fields = new URLSearchParams(form.request ?? '');
    const language = windowLanguage(request, fields);
    const reading = readWindowRequest(fields);
    if (!reading) return sendPage(reply, 400, cardWindowRefusal(language, 'request'));
    const outcome: CardOutcome =
      form.outcome && form.outcome in CARD_OUTCOMES ? (form.outcome as CardOutcome) : 'close';
    const booked = await book(app, reading, outcome);
    if (!booked) return sendPage(reply, 409, cardWindowRefusal(language, 'processed'));
    // Only this server's own webhook is called: the window's parameters come from a browser.
    if (booked.status === 'paid' && reading.noticeUrl?.startsWith(`${app.config.publicWebUrl}/`)) {
      // As PortOne does: our server hears first (for payments only), then the browser comes back.
      await callWebhook(reading.noticeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ imp_uid: booked.impUid, merchant_uid: booked.merchantUid, status: 'paid' }),
      }).catch((error: unknown) => request.log.warn({ err: error }, 'sandbox: the PortOne webhook failed'));
    }
    const back = new URL(reading.redirectUrl);
    back.searchParams.set('imp_uid', booked.impUid);
    back.searchParams.set('merchant_uid', booked.merchantUid);
    back.searchParams.set('imp_success', String(booked.status === 'paid'));
    const failure = CARD_OUTCOMES[outcome];
    if (failure) {
      back.searchParams.set('error_code', failure.code);
      back.searchParams.set('error_msg', failure.message);
    }
    return reply.redirect(back.toString(), 303);
  });
}

function stringEntries(query: Record<string, unknown>): [string, string][] {
  return Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** PortOne's window speaks the `language` IMP.request_pay asked for (ko, en), else the browser's among ours. */
function windowLanguage(request: FastifyRequest, fields: URLSearchParams): Language {
  const asked = LANGUAGES.find((language) => language === fields.get('language'));
  return asked ?? requestLanguage(request);
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/** What PortOne checks before it opens its window: its merchant, an order id, an amount, where to return. */
function readWindowRequest(fields: URLSearchParams): WindowRequest | null {
  const amount = Number(fields.get('amount'));
  const merchantUid = fields.get('merchant_uid') ?? '';
  const redirect = URL.parse(fields.get('m_redirect_url') ?? '');
  if (fields.get('imp') !== SANDBOX_PORTONE.impCode || !merchantUid || merchantUid.length > 40) return null;
  if (!Number.isSafeInteger(amount) || amount <= 0) return null;
  if (!redirect || (redirect.protocol !== 'http:' && redirect.protocol !== 'https:')) return null;
  return {
    impCode: SANDBOX_PORTONE.impCode,
    merchantUid,
    name: fields.get('name') ?? '',
    amount,
    currency: fields.get('currency') || 'KRW',
    payMethod: fields.get('pay_method') || 'card',
    pg: (fields.get('pg') ?? 'kcp').split('.')[0] || 'kcp',
    request: fields.toString(),
    redirectUrl: redirect,
    noticeUrl: fields.get('notice_url'),
  };
}

/** The customer's choice, written once per merchant_uid (a second submit is refused as processed). */
async function book(app: FastifyInstance, request: WindowRequest, outcome: CardOutcome) {
  const now = app.auth.clock();
  const failure = CARD_OUTCOMES[outcome];
  const [row] = await app.db
    .insert(portoneSandboxPayments)
    .values({
      impUid: `imps_${randomBytes(6).toString('hex')}`,
      merchantUid: request.merchantUid,
      amount: request.amount,
      currency: request.currency,
      status: failure ? 'failed' : 'paid',
      payMethod: request.payMethod,
      pgProvider: request.pg,
      failReason: failure?.message ?? null,
      paidAt: failure ? null : now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
