import { describe, expect, it } from 'vitest';
import { parseDimension } from './shipment-limits.ts';

describe('a dimension as the spec sends it, length × width × height in cm', () => {
  it('reads three positive sizes, whatever the case of the x and the spaces around the sizes', () => {
    expect(parseDimension('30x20x10')).toEqual({ length: 30, width: 20, height: 10 });
    expect(parseDimension(' 30 X 20 x\t1.5\n')).toEqual({ length: 30, width: 20, height: 1.5 });
    expect(parseDimension('1e1x2x3')).toEqual({ length: 10, width: 2, height: 3 });
  });

  it('refuses anything that is not three positive, finite sizes', () => {
    for (const text of ['', '30x20', '30x20x10x5', 'x20x10', '30xx10', '30x20x', '0x1x1', '-1x2x3', 'ax2x3']) {
      expect(parseDimension(text), text).toBeNull();
    }
    expect(parseDimension('Infinityx1x1')).toBeNull();
    expect(parseDimension('30×20×10')).toBeNull();
  });
});
