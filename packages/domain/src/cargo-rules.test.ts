import { describe, expect, it } from 'vitest';
import {
  isSelectableLoad,
  loadLevelOf,
  oversizedLines,
  piecesOf,
  searchWindow,
  summarizeDimensions,
} from './cargo-rules.ts';

describe('a flight’s load level', () => {
  it.each([
    [100.1, 2000, 'enough'],
    [100.0, 2000, 'enough'],
    [99.9, 2000, 'low'],
    [0, 2000, 'low'],
    [99.9, -1, 'full'],
    [0, -1, 'full'],
    [-0.1, 2000, 'exceeded'],
    [-0.1, -1, 'exceeded'],
  ] as const)('remainwt %s with capacity %s is %s', (remainwt, capacity, level) => {
    expect(loadLevelOf(remainwt, capacity)).toBe(level);
  });

  it('lets only enough or low be chosen', () => {
    expect(['enough', 'low', 'full', 'exceeded'].filter((level) => isSelectableLoad(level as never))).toEqual([
      'enough',
      'low',
    ]);
  });
});

/** IATA's air cargo divisor, as the seeded tariff sets it (cm³ a kilogram). */
const IATA_DIVISOR = 6000;

describe('the dimension summary', () => {
  it('charges the volume when it outweighs the goods, rounded up to 0.1 kg', () => {
    // 3 × (100 × 60 × 50) cm³ = 900,000 cm³ / 6000 = 150 kg.
    expect(summarizeDimensions([{ length: 100, width: 60, height: 50, quantity: 3 }], 80, IATA_DIVISOR)).toEqual({
      summaryDimensionWeight: 150,
      chargeWeight: 150,
    });
    // 10 × 10 × 10 = 1000 cm³ = 0.1666… kg, rounded up.
    expect(summarizeDimensions([{ length: 10, width: 10, height: 10, quantity: 1 }], 45, IATA_DIVISOR)).toEqual({
      summaryDimensionWeight: 0.2,
      chargeWeight: 45,
    });
  });

  it('adds every line and keeps the declared weight when it is heavier', () => {
    const lines = [
      { length: 50, width: 40, height: 30, quantity: 2 },
      { length: 120, width: 60, height: 60, quantity: 1 },
    ];
    // 2 × 60,000 + 432,000 cm³ = 552,000 / 6000 = 92 kg, lighter than the goods.
    expect(summarizeDimensions(lines, 200.3, IATA_DIVISOR)).toEqual({
      summaryDimensionWeight: 92,
      chargeWeight: 200.3,
    });
    expect(piecesOf(lines)).toBe(3);
  });

  it('takes its divisor from the tariff: 5000 cm³ a kilogram weighs the same boxes heavier', () => {
    // 900,000 cm³ / 5000 = 180 kg.
    expect(summarizeDimensions([{ length: 100, width: 60, height: 50, quantity: 3 }], 80, 5000)).toEqual({
      summaryDimensionWeight: 180,
      chargeWeight: 180,
    });
  });

  it('takes a piece of 140 × 65 × 70 cm in any turn, and names a line one centimetre over', () => {
    expect(
      oversizedLines([
        { length: 140, width: 65, height: 70, quantity: 1 },
        { length: 70, width: 140, height: 65, quantity: 1 },
        { length: 141, width: 10, height: 10, quantity: 1 },
        { length: 71, width: 71, height: 10, quantity: 1 },
      ]),
    ).toEqual([2, 3]);
  });
});

describe('the search window', () => {
  const today = '2026-11-26';
  it('trims a week to its first 5 days', () => {
    expect(searchWindow({ fromDate: '2026-11-27', toDate: '2026-12-03' }, today)).toEqual({
      issue: null,
      fromDate: '2026-11-27',
      toDate: '2026-12-01',
    });
  });

  it('reaches 30 days ahead and no further, never the past, never backwards', () => {
    expect(searchWindow({ fromDate: '2026-12-26', toDate: '2026-12-26' }, today).issue).toBeNull();
    expect(searchWindow({ fromDate: '2026-12-26', toDate: '2026-12-27' }, today).issue).toBe('too_far');
    expect(searchWindow({ fromDate: '2026-11-25', toDate: '2026-11-27' }, today).issue).toBe('past');
    expect(searchWindow({ fromDate: '2026-11-29', toDate: '2026-11-28' }, today).issue).toBe('range');
  });
});
