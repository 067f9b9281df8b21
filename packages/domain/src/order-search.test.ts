import { describe, expect, it } from 'vitest';
import { orderSearchTerm } from './order-search.ts';

describe('the order list search term', () => {
  it('takes a phone typed any way as the stored national digits', () => {
    expect(orderSearchTerm('0912 345 678')).toBe('912345678');
    expect(orderSearchTerm('+84 912-345-678')).toBe('912345678');
    expect(orderSearchTerm('+82 10 1234 5678')).toBe('1012345678');
    expect(orderSearchTerm('(091) 234.5678')).toBe('912345678');
  });

  it('keeps the last digits of a number, which is how people remember it', () => {
    expect(orderSearchTerm(' 5678 ')).toBe('5678');
  });

  it('keeps an order code and a name as typed, trimmed', () => {
    expect(orderSearchTerm(' SP2611280001 ')).toBe('SP2611280001');
    expect(orderSearchTerm('Nguyễn Văn A')).toBe('Nguyễn Văn A');
    expect(orderSearchTerm('김민수')).toBe('김민수');
  });

  it('leaves nothing to look for in blanks or signs alone', () => {
    expect(orderSearchTerm('   ')).toBe('');
    expect(orderSearchTerm('+ -')).toBe('');
  });
});
