import { describe, expect, it } from 'vitest';
import { HOTLINES, languageFromAcceptHeader, languageFromCookieHeader, normalizeLanguage } from './locale.ts';

describe('languages', () => {
  it.each([
    ['vi', 'vi'],
    ['ko', 'ko'],
    ['kr', 'ko'],
    ['KR', 'ko'],
    ['ko-KR', 'ko'],
    ['en-US', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('normalises %s to %s', (tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });

  it.each([
    ['vi-VN,vi;q=0.9,en;q=0.8', 'vi'],
    ['fr;q=1, ko;q=0.5, en;q=0.4', 'ko'],
    ['en;q=0.2, vi;q=0.8', 'vi'],
    ['de', 'en'],
    [undefined, 'en'],
  ])('picks from Accept-Language %s the language %s', (header, expected) => {
    expect(languageFromAcceptHeader(header)).toBe(expected);
  });

  it.each([
    ['locale=vi', 'vi'],
    ['theme=dark; locale=ko; other=1', 'ko'],
    ['locale=kr', 'ko'],
    ['mylocale=vi', 'en'],
    ['locale=', 'en'],
    [undefined, 'en'],
  ])('reads from the Cookie header %s the language %s', (header, expected) => {
    expect(languageFromCookieHeader(header)).toBe(expected);
  });

  it('has a hotline per language', () => {
    expect(HOTLINES).toEqual({ vi: '1900272727', en: '1900272727', ko: '1533 1119' });
  });
});
