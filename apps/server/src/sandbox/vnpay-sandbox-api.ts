import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_VNPAY } from '../config.ts';
import type { Database } from '../db/database.ts';
import { vnpaySandboxTransactions } from '../db/schema/payments.ts';
import { MERCHANT_API_FIELDS } from '../integrations/vnpay/vnpay-client.ts';
import { fromVnpayAmount, vnpayDate } from '../integrations/vnpay/vnpay-format.ts';
import { pipeChecksum, sameDigest } from '../integrations/vnpay/vnpay-signature.ts';

type Body = Record<string, unknown>;
type Answer = Record<string, string>;
type SandboxRow = typeof vnpaySandboxTransactions.$inferSelect;

/**
 * The sandbox's merchant API (`POST .../merchant_webapi/api/transaction`): querydr answers the
 * sandbox book's record of a payment, refund gives money back once up to what was paid; both check
 * the request's checksum and sign their answers as VNPay does.
 */
export async function answerMerchantApi(db: Database, body: Body, now: Date): Promise<Answer> {
  const text = (key: string) => {
    const value = body[key.startsWith('vnp_') ? key : `vnp_${key}`];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const command = text('Command');
  if (command !== 'querydr' && command !== 'refund')
    return signed(
      { vnp_Command: command, vnp_ResponseCode: '03', vnp_Message: 'Invalid command' },
      MERCHANT_API_FIELDS.refund.answer,
    );
  const { request, answer: fields } = MERCHANT_API_FIELDS[command];
  const expected = pipeChecksum(request.map(text), SANDBOX_VNPAY.hashSecret);
  const base = {
    vnp_ResponseId: randomUUID().replaceAll('-', ''),
    vnp_Command: command,
    vnp_TmnCode: text('TmnCode'),
    vnp_TxnRef: text('TxnRef'),
  };
  if (!sameDigest(expected, text('SecureHash')))
    return signed({ ...base, vnp_ResponseCode: '97', vnp_Message: 'Invalid Checksum' }, fields);
  if (text('TmnCode') !== SANDBOX_VNPAY.tmnCode)
    return signed({ ...base, vnp_ResponseCode: '02', vnp_Message: 'Invalid TmnCode' }, fields);
  if (command === 'querydr') return signed(await queryAnswer(db, base), fields);
  return signed(await refundAnswer(db, base, fromVnpayAmount(text('Amount')), now), fields);
}

async function queryAnswer(db: Database, base: Answer): Promise<Answer> {
  const [row] = await db
    .select()
    .from(vnpaySandboxTransactions)
    .where(eq(vnpaySandboxTransactions.txnRef, base.vnp_TxnRef));
  if (!row) return { ...base, vnp_ResponseCode: '91', vnp_Message: 'Transaction not found' };
  return {
    ...base,
    ...transactionFields(row, row.transactionStatus),
    vnp_ResponseCode: '00',
    vnp_Message: 'QueryDR Success',
    vnp_TransactionType: '01',
  };
}

/** Takes the refund from what is left of a successful payment in one statement: twice at once refunds once. */
async function refundAnswer(db: Database, base: Answer, amountVnd: number | null, now: Date): Promise<Answer> {
  if (amountVnd === null || amountVnd <= 0) return { ...base, vnp_ResponseCode: '03', vnp_Message: 'Invalid amount' };
  const [row] = await db
    .update(vnpaySandboxTransactions)
    .set({ refundedAmount: sql`${vnpaySandboxTransactions.refundedAmount} + ${amountVnd}` })
    .where(
      sql`${vnpaySandboxTransactions.txnRef} = ${base.vnp_TxnRef} and ${vnpaySandboxTransactions.transactionStatus} = '00'
        and ${vnpaySandboxTransactions.refundedAmount} + ${amountVnd} <= ${vnpaySandboxTransactions.amount}`,
    )
    .returning();
  if (!row) {
    const [known] = await db
      .select()
      .from(vnpaySandboxTransactions)
      .where(eq(vnpaySandboxTransactions.txnRef, base.vnp_TxnRef));
    if (!known) return { ...base, vnp_ResponseCode: '91', vnp_Message: 'Transaction not found' };
    if (known.transactionStatus !== '00')
      return { ...base, vnp_ResponseCode: '95', vnp_Message: 'Transaction not successful' };
    return { ...base, vnp_ResponseCode: '94', vnp_Message: 'Refund already requested' };
  }
  const fullyRefunded = row.refundedAmount >= row.amount;
  return {
    ...base,
    ...transactionFields(row, '05'),
    vnp_ResponseCode: '00',
    vnp_Message: 'Refund success',
    vnp_Amount: String(amountVnd * 100),
    vnp_PayDate: vnpayDate(now),
    vnp_TransactionType: fullyRefunded ? '02' : '03',
  };
}

function transactionFields(row: SandboxRow, status: string): Answer {
  return {
    vnp_Amount: String(row.amount * 100),
    vnp_BankCode: row.bankCode,
    vnp_PayDate: row.payDate,
    vnp_TransactionNo: row.transactionNo,
    vnp_TransactionStatus: status,
    vnp_OrderInfo: '',
    vnp_PromotionCode: '',
    vnp_PromotionAmount: '',
  };
}

function signed(answer: Answer, fields: readonly string[]): Answer {
  return {
    ...answer,
    vnp_SecureHash: pipeChecksum(
      fields.map((key) => answer[key] ?? ''),
      SANDBOX_VNPAY.hashSecret,
    ),
  };
}
