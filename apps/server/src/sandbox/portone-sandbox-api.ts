import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_PORTONE, SANDBOX_PORTONE_API_PATH } from '../config.ts';
import type { Database } from '../db/database.ts';
import { portoneSandboxPayments } from '../db/schema/payments.ts';

/** PortOne's access tokens live 30 minutes. */
const TOKEN_SECONDS = 30 * 60;
const NOT_FOUND = '존재하지 않는 결제정보입니다.';

type SandboxPayment = typeof portoneSandboxPayments.$inferSelect;

/**
 * PortOne's v1 REST API as the sandbox answers it, in PortOne's envelope ({code, message,
 * response}): a token for the sandbox's key and secret, a payment by imp_uid or merchant_uid, and
 * a cancel of all or part of it guarded by `checksum` (the amount still cancellable). Tokens are
 * signed, not stored, so every server process accepts the others'.
 */
export async function portoneSandboxApi(app: FastifyInstance) {
  const now = () => app.auth.clock();
  const api = (path: string) => `${SANDBOX_PORTONE_API_PATH}${path}`;

  app.post(api('/users/getToken'), { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as { imp_key?: string; imp_secret?: string };
    if (body.imp_key !== SANDBOX_PORTONE.impKey || body.imp_secret !== SANDBOX_PORTONE.impSecret) {
      return reply.code(401).send(envelope(-1, 'Unauthorized', null));
    }
    const nowSeconds = Math.floor(now().getTime() / 1000);
    const expiredAt = nowSeconds + TOKEN_SECONDS;
    return envelope(0, null, { access_token: signToken(expiredAt), now: nowSeconds, expired_at: expiredAt });
  });

  const authorized = (request: FastifyRequest, reply: FastifyReply) => {
    if (isValidToken(request.headers.authorization, now())) return true;
    void reply.code(401).send(envelope(-1, 'Unauthorized', null));
    return false;
  };

  app.get(api('/payments/find/:merchantUid'), { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const { merchantUid } = request.params as { merchantUid: string };
    return answerPayment(reply, await findBy(app.db, { merchantUid }));
  });

  app.get(api('/payments/:impUid'), { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const { impUid } = request.params as { impUid: string };
    return answerPayment(reply, await findBy(app.db, { impUid }));
  });

  app.post(api('/payments/cancel'), { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    return cancel(app.db, (request.body ?? {}) as CancelRequest);
  });
}

function envelope(code: number, message: string | null, response: unknown) {
  return { code, message, response };
}

function signToken(expiredAt: number): string {
  return `sbx_${expiredAt}_${tokenMac(expiredAt)}`;
}

function tokenMac(expiredAt: number): string {
  return createHmac('sha256', SANDBOX_PORTONE.impSecret).update(`token:${expiredAt}`).digest('hex');
}

function isValidToken(header: string | undefined, now: Date): boolean {
  const match = /^Bearer sbx_(\d+)_([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expiredAt = Number(match[1]);
  const expected = Buffer.from(tokenMac(expiredAt), 'hex');
  const given = Buffer.from(match[2], 'hex');
  return timingSafeEqual(expected, given) && expiredAt * 1000 > now.getTime();
}

async function findBy(db: Database, key: { impUid: string } | { merchantUid: string }) {
  const [row] = await db
    .select()
    .from(portoneSandboxPayments)
    .where(
      'impUid' in key
        ? eq(portoneSandboxPayments.impUid, key.impUid)
        : eq(portoneSandboxPayments.merchantUid, key.merchantUid),
    );
  return row;
}

function answerPayment(reply: FastifyReply, row: SandboxPayment | undefined) {
  if (!row) return reply.code(404).send(envelope(1, NOT_FOUND, null));
  return envelope(0, null, wirePayment(row));
}

/** A payment as PortOne's `GET /payments/{imp_uid}` answers it. */
export function wirePayment(row: SandboxPayment) {
  return {
    imp_uid: row.impUid,
    merchant_uid: row.merchantUid,
    amount: row.amount,
    cancel_amount: row.cancelAmount,
    currency: row.currency,
    status: row.status,
    pay_method: row.payMethod,
    pg_provider: row.pgProvider,
    paid_at: row.paidAt ? Math.floor(row.paidAt.getTime() / 1000) : 0,
    fail_reason: row.failReason,
    receipt_url: row.status === 'failed' ? null : `https://sandbox.invalid/receipt/${row.impUid}`,
    vbank_name: row.vbankName,
    vbank_num: row.vbankNum,
    vbank_holder: row.vbankHolder,
    vbank_date: row.vbankDate ? Math.floor(row.vbankDate.getTime() / 1000) : 0,
  };
}

type CancelRequest = { imp_uid?: string; merchant_uid?: string; amount?: number; checksum?: number; reason?: string };

/**
 * Cancels all (no amount) or part of a paid payment in one statement, so two cancels at once
 * never give back more than was paid; a `checksum` other than the amount still cancellable is
 * refused, as PortOne refuses it, so a repeated partial cancel cannot repeat.
 */
async function cancel(db: Database, request: CancelRequest) {
  const key = request.imp_uid ? { impUid: request.imp_uid } : { merchantUid: request.merchant_uid ?? '' };
  const found = await findBy(db, key);
  if (!found) return envelope(1, NOT_FOUND, null);
  if (found.status !== 'paid') return envelope(1, '이미 전액취소된 주문입니다.', null);
  const cancellable = found.amount - found.cancelAmount;
  const amount = request.amount ?? cancellable;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > cancellable) {
    return envelope(1, '취소할 금액이 취소 가능 금액을 초과합니다.', null);
  }
  if (request.checksum !== undefined && request.checksum !== cancellable) {
    return envelope(1, '취소 가능 잔액(checksum)이 일치하지 않습니다.', null);
  }
  const t = portoneSandboxPayments;
  const [row] = await db
    .update(t)
    .set({
      cancelAmount: sql`${t.cancelAmount} + ${amount}`,
      status: sql`case when ${t.cancelAmount} + ${amount} = ${t.amount} then 'cancelled' else 'paid' end`,
    })
    .where(
      sql`${t.impUid} = ${found.impUid} and ${t.status} = 'paid' and ${t.amount} - ${t.cancelAmount} = ${cancellable}`,
    )
    .returning();
  if (!row) return envelope(1, '취소 가능 잔액(checksum)이 일치하지 않습니다.', null);
  return envelope(0, null, wirePayment(row));
}
