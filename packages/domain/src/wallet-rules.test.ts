import { describe, expect, it } from 'vitest';
import {
  isWalletCredit,
  transactionRange,
  transactionRangeProblem,
  WALLET_MOVEMENT_TYPES,
  walletCovers,
} from './wallet-rules.ts';

describe('wallet rules', () => {
  it('pays only from a balance that exceeds the total', () => {
    expect(walletCovers(100_001, 100_000)).toBe(true);
    expect(walletCovers(100_000, 100_000)).toBe(false);
    expect(walletCovers(0, 1)).toBe(false);
  });

  it('sorts every spec movement type into money in or money out', () => {
    expect(WALLET_MOVEMENT_TYPES.filter(isWalletCredit)).toEqual([
      'CREDIT',
      'TOPUP_S247',
      'TOPUP_HDBANK',
      'REFUND',
      'RE_TOPUP',
    ]);
    expect(WALLET_MOVEMENT_TYPES.filter((type) => !isWalletCredit(type))).toEqual(['PAYMENT', 'PAYMENT_S247', 'DEBIT']);
  });

  it('lists from the first of the month to today unless asked otherwise', () => {
    expect(transactionRange({}, '2026-11-24')).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-24' });
    expect(transactionRange({ fromDate: '2026-10-15' }, '2026-11-24')).toEqual({
      fromDate: '2026-10-15',
      toDate: '2026-11-24',
    });
  });

  it('allows periods up to 90 days apart, ending on or after their start', () => {
    expect(transactionRangeProblem({ fromDate: '2026-01-01', toDate: '2026-01-01' })).toBeNull();
    expect(transactionRangeProblem({ fromDate: '2026-01-01', toDate: '2026-04-01' })).toBeNull();
    expect(transactionRangeProblem({ fromDate: '2026-01-01', toDate: '2026-04-02' })).toBe('validation_date_range_max');
    expect(transactionRangeProblem({ fromDate: '2026-01-02', toDate: '2026-01-01' })).toBe(
      'validation_date_range_order',
    );
  });
});
