import { describe, expect, it } from 'vitest';
import { isOverSidesSum, readMeasure, sidesSumOf, sizeProblem, weightProblem } from './measure-reading.ts';

describe('reading what is typed', () => {
  it('reads plain decimals with a dot or a comma', () => {
    expect(readMeasure('2.5')).toEqual({ kind: 'number', value: 2.5 });
    expect(readMeasure('2,5')).toEqual({ kind: 'number', value: 2.5 });
    expect(readMeasure('2.')).toEqual({ kind: 'number', value: 2 });
    expect(readMeasure('  ')).toEqual({ kind: 'empty' });
  });

  it('reads a negative number as below zero, not as a format problem', () => {
    expect(readMeasure('-5')).toEqual({ kind: 'belowZero' });
    expect(readMeasure('-2,5')).toEqual({ kind: 'belowZero' });
  });

  it.each(['1e3', '2.55', 'abc', '5kg', '+3', '--5'])(
    'refuses %s as it is, without turning it into a number',
    (text) => {
      expect(readMeasure(text)).toEqual({ kind: 'invalid' });
    },
  );
});

describe('weight problems by mode (the domain limits the server enforces)', () => {
  it('says the format, the minimum and the mode’s maximum', () => {
    expect(weightProblem(readMeasure('abc'), 'DOMESTIC_PARCEL')).toEqual({ code: 'validation_number_format' });
    // −5 kg: the minimum is what is wrong (issue 34 item 19).
    expect(weightProblem(readMeasure('-5'), 'DOMESTIC_PARCEL')).toEqual({
      code: 'validation_weight_min',
      params: { min: 0.1 },
    });
    expect(weightProblem(readMeasure('0'), 'DOMESTIC_PARCEL')).toEqual({
      code: 'validation_weight_min',
      params: { min: 0.1 },
    });
    expect(weightProblem(readMeasure('31.5'), 'DOMESTIC_PARCEL')).toBeNull();
    expect(weightProblem(readMeasure('31.6'), 'DOMESTIC_PARCEL')).toEqual({
      code: 'validation_weight_limit',
      params: { max: 31.5 },
    });
    expect(weightProblem(readMeasure('40'), 'INSEPARABLE_PARCEL')).toBeNull();
    expect(weightProblem(readMeasure('2.1'), 'DOCUMENT')?.code).toBe('validation_weight_limit');
    expect(weightProblem(readMeasure(''), 'DOCUMENT')).toBeNull();
  });
});

describe('size problems', () => {
  it('checks each side and the 200 cm sum', () => {
    expect(sizeProblem([readMeasure('100'), readMeasure('60'), readMeasure('40')])).toBeNull();
    expect(sizeProblem([readMeasure('200'), readMeasure('200'), readMeasure('200')])).toEqual({
      code: 'validation_size_sum',
    });
    expect(sizeProblem([readMeasure('0'), readMeasure('10'), readMeasure('')])?.code).toBe('validation_side_min');
    expect(sizeProblem([readMeasure('-10'), readMeasure('10'), readMeasure('')])?.code).toBe('validation_side_min');
    expect(sizeProblem([readMeasure('1e2'), readMeasure(''), readMeasure('')])?.code).toBe('validation_number_format');
  });

  it('sums the sides filled in, to one decimal', () => {
    expect(sidesSumOf([0.1, 0.2, null])).toBe(0.3);
    expect(sidesSumOf([null, null, null])).toBe(0);
    expect(isOverSidesSum(200)).toBe(false);
    expect(isOverSidesSum(200.1)).toBe(true);
  });
});
