import { describe, expect, it } from 'vitest';
import { weightMarks } from './weight-size-rules.ts';

describe('slider marks', () => {
  it('follow the mode’s limit', () => {
    expect(weightMarks('DOMESTIC_PARCEL')).toEqual([0, 10, 20, 30]);
    expect(weightMarks('INSEPARABLE_PARCEL')).toEqual([0, 10, 20, 30, 40, 50]);
    expect(weightMarks('DOCUMENT')).toEqual([0, 0.5, 1, 1.5, 2]);
  });
});
