import { describe, expect, it } from 'vitest';
import { fieldNumber, isOverSidesSum, sidesSumOf } from './weight-size-rules.ts';

describe('weight and size helpers', () => {
  it('reads NumberInput values', () => {
    expect(fieldNumber(2.5)).toBe(2.5);
    expect(fieldNumber('')).toBeNull();
    expect(fieldNumber('1.')).toBe(1);
    expect(fieldNumber('0.0')).toBe(0);
  });

  it('sums the sides filled in, to one decimal', () => {
    expect(sidesSumOf({ longs: 0.1, width: 0.2, height: null })).toBe(0.3);
    expect(sidesSumOf({ longs: null, width: null, height: null })).toBe(0);
    expect(sidesSumOf({ longs: 100, width: 60, height: 40 })).toBe(200);
  });

  it('flags a sum over 200 cm only', () => {
    expect(isOverSidesSum(200)).toBe(false);
    expect(isOverSidesSum(200.1)).toBe(true);
  });
});
