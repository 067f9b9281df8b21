import { describe, expect, it } from 'vitest';
import { convert, percentOf } from './amounts.ts';

describe('amounts worked out from others', () => {
  it('take a percent to the nearest whole unit, halves up', () => {
    expect(percentOf(150_000, 20)).toBe(30_000);
    expect(percentOf(12_345, 10)).toBe(1235);
    expect(percentOf(12_344, 10)).toBe(1234);
    expect(percentOf(7, 50)).toBe(4);
  });

  it('convert through dong per unit, to the target’s whole unit', () => {
    // 40.01 USD at 26,300 đ is 1,052,263 đ, at 18.2 đ a won 57,817 ₩.
    expect(convert(40.01, 26_300, 18.2)).toBe(57_817);
    // 30,000 đ to won at 18.2 đ a won, and 52,000 ₩ back to dong.
    expect(convert(30_000, 1, 18.2)).toBe(1648);
    expect(convert(52_000, 18.2, 1)).toBe(946_400);
  });
});
