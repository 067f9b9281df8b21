import { describe, expect, it } from 'vitest';
import { gramsOf, kilogramsOf } from './weights.ts';

describe('kilograms at the contract, grams inside', () => {
  it('turns every 0.1 kg step into exact grams, floating-point dust included', () => {
    expect(gramsOf(0.1)).toBe(100);
    expect(gramsOf(31.5)).toBe(31_500);
    // 0.1 + 0.2 is 0.30000000000000004 kg in floating point: still 300 g.
    expect(gramsOf(0.1 + 0.2)).toBe(300);
    expect(gramsOf(1.0005)).toBe(1001);
  });

  it('answers grams as kilograms and back without loss', () => {
    expect(kilogramsOf(31_500)).toBe(31.5);
    for (const grams of [0, 100, 2_300, 45_000, 9_999_900]) expect(gramsOf(kilogramsOf(grams))).toBe(grams);
  });
});
