import { describe, expect, it } from 'vitest';
import { voucherCheckQuerySchema, voucherCheckSchema } from './voucher-contracts.ts';
import { VOUCHER_RESULTS } from './voucher-rules.ts';

describe('the voucher check contract', () => {
  it('answers every rule result with its client status', () => {
    for (const [res, status] of Object.entries(VOUCHER_RESULTS)) {
      const answer = { res, status, message: 'text', voucher: null };
      expect(voucherCheckSchema.safeParse(answer).success).toBe(true);
    }
    expect(
      voucherCheckSchema.safeParse({ res: 'VOUCHER_MAYBE', status: 'valid', message: '', voucher: null }).success,
    ).toBe(false);
  });

  it('asks for a code, trimmed, and reads the product id from the query text', () => {
    expect(voucherCheckQuerySchema.parse({ code: ' WELCOME10 ', productId: '101' })).toEqual({
      code: 'WELCOME10',
      productId: 101,
    });
    const blank = voucherCheckQuerySchema.safeParse({ code: '  ' });
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['code', 'validation_required'],
    ]);
  });
});
