import { describe, expect, it } from 'vitest';
import { pieceCount, pieceLinesText } from './piece-lines.ts';

describe('piece lines', () => {
  it('writes a booking’s lines as the order keeps them, and counts their pieces', () => {
    const text = pieceLinesText([
      { length: 100, width: 60, height: 50, quantity: 3 },
      { length: 50, width: 40, height: 30, quantity: 1 },
    ]);
    expect(text).toBe('100x60x50x3; 50x40x30x1');
    expect(pieceCount(text)).toBe(4);
  });

  it('counts a parcel’s single size as one piece', () => {
    expect(pieceCount('30x20x10')).toBe(1);
  });
});
