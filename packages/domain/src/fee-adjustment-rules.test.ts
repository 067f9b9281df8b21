import { describe, expect, it } from 'vitest';
import { adjustmentDirection, adjustmentSettlement } from './fee-adjustment-rules.ts';

describe('where a fee adjustment’s money stands', () => {
  it('a higher total is a recharge, a lower one a refund, the same none', () => {
    expect([adjustmentDirection(100, 120), adjustmentDirection(120, 100), adjustmentDirection(100, 100)]).toEqual([
      'RECHARGE',
      'REFUND',
      'NONE',
    ]);
  });

  it('a recharge waits until it is paid', () => {
    expect(adjustmentSettlement({ direction: 'RECHARGE', isRechargePaid: false, refundStatus: null })).toBe('WAITING');
    expect(adjustmentSettlement({ direction: 'RECHARGE', isRechargePaid: true, refundStatus: null })).toBe('SUCCESS');
  });

  it.each([
    ['PENDING', 'WAITING'],
    ['FAILED', 'WAITING'],
    ['DONE', 'SUCCESS'],
    [null, 'SUCCESS'],
  ] as const)('a refund %s reads %s: one the gateway kept refusing is still owed', (refundStatus, settlement) => {
    expect(adjustmentSettlement({ direction: 'REFUND', isRechargePaid: false, refundStatus })).toBe(settlement);
  });
});
