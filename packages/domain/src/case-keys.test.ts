import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys, snakeJson } from './case-keys.ts';

describe('the wire’s snake_case and the code’s camelCase', () => {
  it('converts every key of nested objects and arrays, and leaves other values as they are', () => {
    const at = new Date('2026-11-24T00:00:00Z');
    const answer = snakeizeKeys({ methods: [{ deliveryType: 'D2D', estDateTime: at, items: { minEndTime: null } }] });
    expect(answer).toEqual({ methods: [{ delivery_type: 'D2D', est_date_time: at, items: { min_end_time: null } }] });
    expect(camelizeKeys(answer)).toEqual({
      methods: [{ deliveryType: 'D2D', estDateTime: at, items: { minEndTime: null } }],
    });
  });

  it('keeps keys that are data, such as the dates a day’s flights are keyed by', () => {
    const byDate = { '2026-11-27': [{ flightNumber: 'SP102' }] };
    expect(snakeizeKeys(byDate)).toEqual({ '2026-11-27': [{ flight_number: 'SP102' }] });
    expect(camelizeKeys({ '2026-11-27': [{ flight_number: 'SP102' }] })).toEqual(byDate);
  });

  it('gives the same answer the second time (names are remembered)', () => {
    expect(snakeizeKeys({ senderAddressId: 1 })).toEqual({ sender_address_id: 1 });
    expect(snakeizeKeys({ senderAddressId: 2 })).toEqual({ sender_address_id: 2 });
  });

  it('converts query objects with a bare prototype', () => {
    const query = Object.assign(Object.create(Object.create(null)), { per_page: '25' });
    expect(camelizeKeys(query)).toEqual({ perPage: '25' });
  });

  it('never lets a "__proto__" key set the prototype of the copy', () => {
    const body = JSON.parse('{"__proto__": {"isAdmin": true}, "note": "x"}');
    const input = camelizeKeys(body) as Record<string, unknown>;
    expect(input).toEqual({ note: 'x' });
    expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
    expect(input.isAdmin).toBeUndefined();
  });

  it('writes the JSON text of the snake-cased copy in one walk', () => {
    class Money {
      amountVnd = 5;
    }
    const values: unknown[] = [
      {
        methods: [{ deliveryType: 'D2D', estDateTime: new Date('2026-11-24T00:00:00Z'), items: { minEndTime: null } }],
      },
      { '2026-11-27': [{ flightNumber: 'SP102' }], note: 'line "one"\n\u2028 \ud800', fee: -0, rate: 1.5e-7 },
      { skipped: undefined, run: () => 1, tag: Symbol('x'), list: [undefined, () => 1, 1, NaN, Infinity, true] },
      JSON.parse('{"__proto__": {"isAdmin": true}, "userId": 7}'),
      { money: new Money(), nested: [[{ aB: [] }], {}] },
      Object.assign(Object.create(null), { perPage: '25' }),
      'plain',
      42,
      null,
      false,
    ];
    for (const value of values) expect(snakeJson(value)).toBe(JSON.stringify(snakeizeKeys(value)));
    expect(() => snakeJson({ big: 1n })).toThrow(TypeError);
  });
});
