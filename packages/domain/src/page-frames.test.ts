import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies.ts';
import { mayBeSentFrame } from './page-frames.ts';

describe('which first frames a browser may be sent', () => {
  it('sends a frame drawn for everyone to any browser', () => {
    expect(mayBeSentFrame('everyone', undefined)).toBe(true);
    expect(mayBeSentFrame('everyone', 'frames=cargo-direct')).toBe(true);
  });

  it('sends the signed-in chrome only to a browser the app marked signed in', () => {
    expect(mayBeSentFrame('signed-in', undefined)).toBe(false);
    expect(mayBeSentFrame('signed-in', 'locale=vi')).toBe(false);
    expect(mayBeSentFrame('signed-in', 'frames=')).toBe(false);
    expect(mayBeSentFrame('signed-in', 'locale=vi; frames=signed-in')).toBe(true);
    expect(mayBeSentFrame('signed-in', 'frames=cargo-direct')).toBe(true);
  });

  it('sends the Cargo Direct page only to an account with a contract', () => {
    expect(mayBeSentFrame('cargo-direct', 'frames=signed-in')).toBe(false);
    expect(mayBeSentFrame('cargo-direct', 'frames=cargo-directx')).toBe(false);
    expect(mayBeSentFrame('cargo-direct', 'frames=cargo-direct; locale=ko')).toBe(true);
  });
});

describe('a cookie in a Cookie header', () => {
  it('reads the named cookie, not one whose name merely contains it', () => {
    expect(cookieValue('xlocale=ko; locale=vi', 'locale')).toBe('vi');
    expect(cookieValue('a=1', 'locale')).toBeUndefined();
    expect(cookieValue(undefined, 'locale')).toBeUndefined();
  });
});
