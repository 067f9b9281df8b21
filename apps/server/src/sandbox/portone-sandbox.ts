import { randomBytes, randomInt } from 'node:crypto';
import { LANGUAGES, type Language } from '@skyparcel/domain/locale';
import { instantInZone, KOREA_TIME_ZONE } from '@skyparcel/domain/time-zones';
import { and, eq } from 'drizzle-orm';
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
  virtualAccountPage,
  virtualAccountReceived,
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

type WindowRequest = CardPaymentRequest & { redirectUrl: URL; noticeUrl: string | null; vbankDue: Date | null };

/** The test bank's page of a virtual account, where the customer "transfers" into it. */
const VIRTUAL_ACCOUNT_PATH = `${SANDBOX_PORTONE_PATH}/vbank/:impUid`;
const DAY_MS = 86_400_000;

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
    // As PortOne does: our server hears first (a payment, or a virtual account issued), then the browser comes back.
    if (booked.status !== 'failed') await notify(request, reading.noticeUrl, booked);
    const back = new URL(reading.redirectUrl);
    back.searchParams.set('imp_uid', booked.impUid);
    back.searchParams.set('merchant_uid', booked.merchantUid);
    back.searchParams.set('imp_success', String(booked.status !== 'failed'));
    const failure = CARD_OUTCOMES[outcome];
    if (failure) {
      back.searchParams.set('error_code', failure.code);
      back.searchParams.set('error_msg', failure.message);
    }
    return reply.redirect(back.toString(), 303);
  });

  app.get(VIRTUAL_ACCOUNT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const language = requestLanguage(request);
    const row = await findIssuedAccount(app, (request.params as { impUid: string }).impUid);
    if (!row) return sendPage(reply, 404, cardWindowRefusal(language, 'processed'));
    return sendPage(reply, 200, virtualAccountPage(language, row));
  });

  // The test bank's transfer: the account is paid once, and PortOne's webhook tells our server.
  app.post(VIRTUAL_ACCOUNT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const language = requestLanguage(request);
    const impUid = (request.params as { impUid: string }).impUid;
    const [paid] = await app.db
      .update(portoneSandboxPayments)
      .set({ status: 'paid', paidAt: app.auth.clock() })
      .where(and(eq(portoneSandboxPayments.impUid, impUid), eq(portoneSandboxPayments.status, 'ready')))
      .returning();
    if (!paid) return sendPage(reply, 409, cardWindowRefusal(language, 'processed'));
    await notify(request, paid.noticeUrl, paid);
    return sendPage(reply, 200, virtualAccountReceived(language));
  });

  /** Only this server's own webhook is called: the window's parameters come from a browser. */
  async function notify(
    request: FastifyRequest,
    noticeUrl: string | null,
    payment: { impUid: string; merchantUid: string; status: string },
  ) {
    if (!noticeUrl?.startsWith(`${app.config.publicWebUrl}/`)) return;
    await callWebhook(noticeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ imp_uid: payment.impUid, merchant_uid: payment.merchantUid, status: payment.status }),
    }).catch((error: unknown) => request.log.warn({ err: error }, 'sandbox: the PortOne webhook failed'));
  }
}

/** A virtual account the sandbox issued and that still waits for its transfer. */
async function findIssuedAccount(app: FastifyInstance, impUid: string) {
  const [row] = await app.db
    .select()
    .from(portoneSandboxPayments)
    .where(and(eq(portoneSandboxPayments.impUid, impUid), eq(portoneSandboxPayments.status, 'ready')));
  if (!row?.vbankNum || !row.vbankDate) return null;
  return {
    bank: row.vbankName ?? '',
    number: row.vbankNum,
    holder: row.vbankHolder ?? '',
    due: row.vbankDate,
    amount: row.amount,
    currency: row.currency,
  };
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
    vbankDue: vbankDueOf(fields.get('vbank_due')),
    pg: (fields.get('pg') ?? 'kcp').split('.')[0] || 'kcp',
    request: fields.toString(),
    redirectUrl: redirect,
    noticeUrl: fields.get('notice_url'),
  };
}

/** PortOne's vbank_due, YYYYMMDDhhmm on Korean time, as an instant; null when absent or malformed. */
function vbankDueOf(value: string | null): Date | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const due = instantInZone(KOREA_TIME_ZONE, `${year}-${month}-${day}`, `${hour}:${minute}`);
  return Number.isNaN(due.getTime()) ? null : due;
}

/**
 * A virtual account as PortOne's KCP issues one: a test bank's number of the payment's own, the
 * merchant as holder, the deadline the request asked for (a day when it asked none).
 */
function issuedAccount(request: WindowRequest, now: Date) {
  return {
    vbankName: 'KB국민은행',
    vbankNum: `9${randomInt(10 ** 12, 10 ** 13 - 1)}`,
    vbankHolder: 'SkyParcel',
    vbankDate: request.vbankDue ?? new Date(now.getTime() + DAY_MS),
  };
}

/** The customer's choice, written once per merchant_uid (a second submit is refused as processed). */
async function book(app: FastifyInstance, request: WindowRequest, outcome: CardOutcome) {
  const now = app.auth.clock();
  const failure = CARD_OUTCOMES[outcome];
  // Paying with a virtual account issues it: ready until the transfer (the test bank's page) arrives.
  const issuesAccount = !failure && request.payMethod === 'vbank';
  const [row] = await app.db
    .insert(portoneSandboxPayments)
    .values({
      impUid: `imps_${randomBytes(6).toString('hex')}`,
      merchantUid: request.merchantUid,
      amount: request.amount,
      currency: request.currency,
      status: failure ? 'failed' : issuesAccount ? 'ready' : 'paid',
      payMethod: request.payMethod,
      pgProvider: request.pg,
      failReason: failure?.message ?? null,
      paidAt: failure || issuesAccount ? null : now,
      ...(issuesAccount ? issuedAccount(request, now) : {}),
      noticeUrl: request.noticeUrl,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
