import { describe, expect, it } from 'vitest';
import { parseTrackingCodes, TRACKING_CODES_MAX } from './tracking-codes.ts';

describe('parseTrackingCodes', () => {
  it('reads codes separated by spaces, commas, semicolons and lines, once each, upper-cased', () => {
    expect(parseTrackingCodes(' sp261124000001, SP261124000002;\nSP261124000001  ')).toEqual({
      codes: ['SP261124000001', 'SP261124000002'],
      invalid: [],
      isTooMany: false,
    });
  });

  it('names what cannot be an order code', () => {
    expect(parseTrackingCodes('SP261124000001 abc 12345678')).toMatchObject({
      codes: ['SP261124000001'],
      invalid: ['ABC', '12345678'],
    });
    expect(parseTrackingCodes('   ')).toEqual({ codes: [], invalid: [], isTooMany: false });
  });

  it('says when there are more codes than are looked up at once', () => {
    const many = Array.from({ length: TRACKING_CODES_MAX + 1 }, (_, i) => `SP2611240000${String(i).padStart(2, '0')}`);
    expect(parseTrackingCodes(many.join(' ')).isTooMany).toBe(true);
    expect(parseTrackingCodes(many.slice(1).join(' ')).isTooMany).toBe(false);
  });
});
