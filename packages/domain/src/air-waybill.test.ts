import { describe, expect, it } from 'vitest';
import { airWaybillNumber, isAirWaybillNumber } from './air-waybill.ts';

describe('airWaybillNumber', () => {
  it('writes the prefix, the seven-digit serial and its check digit (serial mod 7)', () => {
    // 4,567,890 = 7 × 652,555 + 5.
    expect(airWaybillNumber('123', 4567890)).toBe('123-45678905');
    expect(airWaybillNumber('000', 1)).toBe('000-00000011');
    expect(airWaybillNumber('738', 7)).toBe('738-00000070');
    expect(airWaybillNumber('738', 9999999)).toBe('738-99999992');
  });

  it('refuses a prefix that is not three digits and a serial out of range', () => {
    expect(() => airWaybillNumber('12', 1)).toThrow();
    expect(() => airWaybillNumber('123', 10_000_000)).toThrow();
    expect(() => airWaybillNumber('123', -1)).toThrow();
  });

  it('recognises a number whose check digit agrees, and no other', () => {
    expect(isAirWaybillNumber('123-45678905')).toBe(true);
    expect(isAirWaybillNumber('123-45678906')).toBe(false);
    expect(isAirWaybillNumber('12345678905')).toBe(false);
  });
});
