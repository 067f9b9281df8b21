// @module-tag database-free
import { afterEach, describe, expect, it } from 'vitest';
import { VNPay } from 'vnpay';
import { type StandInServer, startStandInServer } from '../../test/stand-in-server.ts';
import { createVnpayClient, QUERY_ANSWER_FIELDS, REFUND_ANSWER_FIELDS, VnpayApiError } from './vnpay-client.ts';
import { parseVnpayDate, plainOrderInfo, vnpayDate } from './vnpay-format.ts';
import { canonicalQuery, hasValidSecureHash, hmacSha512Hex, pipeChecksum } from './vnpay-signature.ts';

// The three test vectors of the payments reference notes handed to the team (reference/payments.md).
const VECTOR_A = {
  secret: 'test_secret',
  query:
    'vnp_Amount=1000000&vnp_BankCode=NCB&vnp_BankTranNo=VNP14422574&vnp_CardType=ATM&vnp_OrderInfo=Thanh+toan+don+hang+2024-05-21T02%3A17%3A31.249Z&vnp_PayDate=20240521091806&vnp_ResponseCode=00&vnp_TmnCode=TEST_TMN_CODE&vnp_TransactionNo=14422574&vnp_TransactionStatus=00&vnp_TxnRef=1716257871703',
  hash: '649982421beb422556a1374713c74e58e716ecbd05007c0c0e1f7effdfaf361dbf146889ca446139afe11b9954c4d5c486e99e3b86fcfab6957f29eb0be72895',
};
const VECTOR_B_HASH =
  'e326bef070a2bfa9517cf8e925cf1e8e1e8bc945177df1239f969f310dcf94397846b4a261ab6593ebb7794c52237e6f2919937f1a31b3a54a2a613269d1b7f6';
const VECTOR_C_HASH =
  '89eb88862de6175373a125eaa5b82c32f295251a4f0add3d7e2a5ee161860746ac16d0c7ec17e62efedcda16ed5ecbb538348ab565e0c62fbc6154274dbb35fa';

const SECRET = 'TESTSECRET';
const client = (apiUrl = 'http://127.0.0.1:9/unused') =>
  createVnpayClient({
    tmnCode: 'TESTTMN1',
    hashSecret: SECRET,
    paymentUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    apiUrl,
  });

/** Vector B's request: 10,000 VND by domestic bank, 12:00 to 12:15 Vietnam time on 2024-01-01. */
const vectorBRequest = {
  txnRef: 'ORD123',
  amountVnd: 10_000,
  bankCode: 'VNBANK',
  ipAddr: '127.0.0.1',
  locale: 'vn' as const,
  orderInfo: 'Thanh toán đơn hàng ORD123',
  returnUrl: 'http://localhost:3000/vnpay/return',
  createdAt: new Date('2024-01-01T05:00:00Z'),
  expiresAt: new Date('2024-01-01T05:15:00Z'),
};

const queryObject = (search: string) => Object.fromEntries(new URLSearchParams(search));

/** A callback as the gateway would send it for vector B's payment, signed with `secret`. */
function signedCallback(changes: Record<string, string> = {}, secret = SECRET) {
  const fields: Record<string, string> = {
    vnp_Amount: '1000000',
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14422574',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang ORD123',
    vnp_PayDate: '20240101120501',
    vnp_ResponseCode: '00',
    vnp_TmnCode: 'TESTTMN1',
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: 'ORD123',
    ...changes,
  };
  return { ...fields, vnp_SecureHash: hmacSha512Hex(secret, canonicalQuery(fields)) };
}

describe('VNPay signing (payments.md vectors)', () => {
  it('vector A: a return query hashes to the published digest and verifies', () => {
    const fields = queryObject(VECTOR_A.query);
    expect(canonicalQuery(fields)).toBe(VECTOR_A.query);
    expect(hmacSha512Hex(VECTOR_A.secret, canonicalQuery(fields))).toBe(VECTOR_A.hash);
    expect(hasValidSecureHash({ ...fields, vnp_SecureHash: VECTOR_A.hash }, VECTOR_A.secret)).toBe(true);
    expect(hasValidSecureHash({ ...fields, vnp_SecureHash: VECTOR_A.hash.toUpperCase() }, VECTOR_A.secret)).toBe(true);
  });

  it('vector B: the payment URL signs the sorted, form-encoded fields and strips accents from the order info', () => {
    const url = new URL(client().paymentUrl(vectorBRequest));
    expect(`${url.origin}${url.pathname}`).toBe('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html');
    const [signed, hash] = url.search.slice(1).split('&vnp_SecureHash=');
    expect(signed).toBe(
      'vnp_Amount=1000000&vnp_BankCode=VNBANK&vnp_Command=pay&vnp_CreateDate=20240101120000&vnp_CurrCode=VND&vnp_ExpireDate=20240101121500&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+ORD123&vnp_OrderType=other&vnp_ReturnUrl=http%3A%2F%2Flocalhost%3A3000%2Fvnpay%2Freturn&vnp_TmnCode=TESTTMN1&vnp_TxnRef=ORD123&vnp_Version=2.1.0',
    );
    expect(hash).toBe(VECTOR_B_HASH);
    expect(url.searchParams.has('vnp_SecureHashType')).toBe(false);
  });

  it('vector C: the merchant API checksum joins the fields with |', () => {
    const fields = ['REQ1', '2.1.0', 'querydr', 'TESTTMN1', 'ORD123', '20240101120000', '20240101130000', '127.0.0.1'];
    expect(pipeChecksum([...fields, 'Truy van GD ORD123'], SECRET)).toBe(VECTOR_C_HASH);
  });

  it('agrees with the vnpay package on the payment URL and on our signed callbacks', () => {
    const reference = new VNPay({ tmnCode: 'TESTTMN1', secureSecret: SECRET, testMode: true, enableLog: false });
    const theirs = new URL(
      reference.buildPaymentUrl({
        vnp_Amount: 10_000,
        vnp_IpAddr: '127.0.0.1',
        vnp_TxnRef: 'ORD123',
        vnp_OrderInfo: 'Thanh toan don hang ORD123',
        vnp_OrderType: 'other',
        vnp_ReturnUrl: vectorBRequest.returnUrl,
        vnp_Locale: 'vn',
        vnp_BankCode: 'VNBANK',
        vnp_CreateDate: 20240101120000,
        vnp_ExpireDate: 20240101121500,
      } as Parameters<VNPay['buildPaymentUrl']>[0]),
    );
    expect(theirs.searchParams.get('vnp_SecureHash')).toBe(VECTOR_B_HASH);
    const verified = reference.verifyReturnUrl(signedCallback() as never);
    expect(verified.isVerified).toBe(true);
    expect(verified.isSuccess).toBe(true);
  });
});

describe('VNPay callbacks (return URL and IPN)', () => {
  it('reads a signed success: amount in dong, succeeded only with both codes 00', () => {
    const reading = client().readCallback(signedCallback());
    expect(reading).toEqual({
      valid: true,
      callback: expect.objectContaining({
        txnRef: 'ORD123',
        amountVnd: 10_000,
        transactionNo: '14422574',
        succeeded: true,
      }),
    });
  });

  it.each([
    ['a cancel (24 / 02)', { vnp_ResponseCode: '24', vnp_TransactionStatus: '02', vnp_TransactionNo: '0' }],
    ['insufficient funds (51)', { vnp_ResponseCode: '51', vnp_TransactionStatus: '02' }],
    ['response 00 with status 01 (not completed)', { vnp_TransactionStatus: '01' }],
  ])('%s is a valid callback that did not pay', (_name, changes) => {
    const reading = client().readCallback(signedCallback(changes));
    expect(reading.valid && reading.callback.succeeded).toBe(false);
    expect(reading.valid).toBe(true);
  });

  it.each([
    ['a changed amount', () => ({ ...signedCallback(), vnp_Amount: '100' })],
    ['another secret', () => signedCallback({}, 'OTHERSECRET')],
    ['no hash', () => ({ ...signedCallback(), vnp_SecureHash: '' })],
    ['a truncated hash', () => ({ ...signedCallback(), vnp_SecureHash: signedCallback().vnp_SecureHash.slice(2) })],
    ['a repeated key', () => ({ ...signedCallback(), vnp_TxnRef: ['ORD123', 'ORD124'] })],
  ])('refuses %s as a checksum failure', (_name, query) => {
    expect(client().readCallback(query())).toEqual({ valid: false, reason: 'checksum' });
  });

  it.each([
    ['another terminal', { vnp_TmnCode: 'OTHERTMN' }],
    ['an amount that is not whole dong', { vnp_Amount: '1000050' }],
    ['no reference', { vnp_TxnRef: '' }],
  ])('refuses a signed callback with %s as malformed', (_name, changes) => {
    expect(client().readCallback(signedCallback(changes))).toEqual({ valid: false, reason: 'malformed' });
  });

  it('ignores fields that are not vnp_* when checking the signature', () => {
    expect(client().readCallback({ ...signedCallback(), utm_source: 'mail' }).valid).toBe(true);
  });
});

describe('VNPay formats', () => {
  it('writes and reads dates in GMT+7', () => {
    expect(vnpayDate(new Date('2024-12-31T17:30:05Z'))).toBe('20250101003005');
    expect(parseVnpayDate('20250101003005')?.toISOString()).toBe('2024-12-31T17:30:05.000Z');
    expect(parseVnpayDate('20250230120000')).toBeNull();
    expect(parseVnpayDate('2025-01-01')).toBeNull();
  });

  it('keeps order info to letters, digits and . , : _ -', () => {
    expect(plainOrderInfo('Đơn hàng #SP-001 (Hà Nội) — trả trước!')).toBe('Don hang SP-001 Ha Noi tra truoc');
    expect(plainOrderInfo('x'.repeat(300))).toHaveLength(255);
    expect(() => plainOrderInfo('!!!')).toThrow(RangeError);
  });

  it('refuses an amount that is not a whole positive number of dong', () => {
    expect(() => client().paymentUrl({ ...vectorBRequest, amountVnd: 10.5 })).toThrow(RangeError);
    expect(() => client().paymentUrl({ ...vectorBRequest, amountVnd: 0 })).toThrow(RangeError);
  });
});

describe('VNPay merchant API (querydr, refund)', () => {
  let server: StandInServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** A stand-in merchant API answering `answer(request)`, signed with our secret unless told not to. */
  async function merchantApi(answer: (request: Record<string, string>) => Record<string, string>, sign = true) {
    server = await startStandInServer((incoming) => {
      const request = JSON.parse(incoming.body) as Record<string, string>;
      const fields = answer(request);
      const order = request.vnp_Command === 'refund' ? REFUND_ANSWER_FIELDS : QUERY_ANSWER_FIELDS;
      const hash = pipeChecksum(
        order.map((key) => fields[key] ?? ''),
        sign ? SECRET : 'WRONG',
      );
      return { body: { ...fields, vnp_SecureHash: hash } };
    });
    const stand = server;
    return {
      url: `${stand.baseUrl}/merchant_webapi/api/transaction`,
      get requests() {
        return stand.requests().map((request) => JSON.parse(request.body) as Record<string, string>);
      },
    };
  }

  const queryRequest = {
    requestId: 'REQ1',
    txnRef: 'ORD123',
    transactionDate: new Date('2024-01-01T05:00:00Z'),
    ipAddr: '127.0.0.1',
    now: new Date('2024-01-01T06:00:00Z'),
  };
  const paidAnswer = (request: Record<string, string>) => ({
    vnp_ResponseId: 'RES1',
    vnp_Command: request.vnp_Command,
    vnp_ResponseCode: '00',
    vnp_Message: 'QueryDR Success',
    vnp_TmnCode: request.vnp_TmnCode,
    vnp_TxnRef: request.vnp_TxnRef,
    vnp_Amount: '1000000',
    vnp_BankCode: 'NCB',
    vnp_PayDate: '20240101120501',
    vnp_TransactionNo: '14422574',
    vnp_TransactionType: request.vnp_TransactionType ?? '01',
    vnp_TransactionStatus: '00',
    vnp_OrderInfo: request.vnp_OrderInfo,
  });

  it('querydr sends vector C signed and reads the signed answer', async () => {
    const api = await merchantApi(paidAnswer);
    const result = await client(api.url).queryTransaction(queryRequest);
    expect(api.requests[0]).toMatchObject({ vnp_Command: 'querydr', vnp_SecureHash: VECTOR_C_HASH });
    expect(result).toMatchObject({ responseCode: '00', transactionStatus: '00', amountVnd: 10_000 });
  });

  it('refund sends its 13 fields signed in protocol order', async () => {
    const api = await merchantApi(paidAnswer);
    const result = await client(api.url).refund({
      requestId: 'REQ2',
      txnRef: 'ORD123',
      amountVnd: 4_000,
      transactionType: '03',
      transactionNo: '14422574',
      transactionDate: new Date('2024-01-01T05:00:00Z'),
      createdBy: 'system',
      ipAddr: '127.0.0.1',
      orderInfo: 'Hoàn tiền ORD123',
      now: new Date('2024-01-02T05:00:00Z'),
    });
    const sent = api.requests[0];
    expect(sent).toMatchObject({ vnp_Amount: 400_000, vnp_TransactionType: '03', vnp_OrderInfo: 'Hoan tien ORD123' });
    const order = [
      'RequestId',
      'Version',
      'Command',
      'TmnCode',
      'TransactionType',
      'TxnRef',
      'Amount',
      'TransactionNo',
    ];
    const rest = ['TransactionDate', 'CreateBy', 'CreateDate', 'IpAddr', 'OrderInfo'];
    const values = [...order, ...rest].map((key) => sent[`vnp_${key}`]);
    expect(sent.vnp_SecureHash).toBe(pipeChecksum(values, SECRET));
    expect(result).toEqual({ responseCode: '00', message: 'QueryDR Success', transactionNo: '14422574' });
  });

  it('refuses an answer whose checksum does not hold', async () => {
    const api = await merchantApi(paidAnswer, false);
    await expect(client(api.url).queryTransaction(queryRequest)).rejects.toThrow(VnpayApiError);
  });

  it('reports an unreachable API as VnpayApiError', async () => {
    await expect(client('http://127.0.0.1:9/').queryTransaction(queryRequest)).rejects.toThrow(VnpayApiError);
  });
});
