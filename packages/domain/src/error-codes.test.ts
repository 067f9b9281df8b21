import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from './error-codes.ts';
import { MESSAGES } from './messages.ts';

/** Result codes that share the catalogue's texts without being errors (the voucher check's "good"). */
const RESULT_CODES = ['VOUCHER_GOOD_GOOD'];

describe('error catalogue', () => {
  it.each(Object.entries(MESSAGES))('has a %s text for every code and a code for every text', (_language, texts) => {
    const codes = Object.keys(ERROR_STATUS).sort();
    expect(
      Object.keys(texts.errors)
        .filter((code) => !RESULT_CODES.includes(code))
        .sort(),
    ).toEqual(codes);
  });

  it('answers 4xx for what the client can fix and 5xx only for our failures', () => {
    const serverSide = Object.entries(ERROR_STATUS).filter(([, status]) => status >= 500);
    expect(serverSide.map(([code]) => code).sort()).toEqual([
      'INTERNAL_ERROR',
      'KOREAN_ADDRESS_SERVICE_ERROR',
      'MAPS_ERROR',
      'SERVICE_UNAVAILABLE',
    ]);
  });
});
