import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client-error.ts';
import { resetLinkErrorOf, resetTokenFromHash } from './reset-link.ts';

describe('a reset link', () => {
  it('carries its token in the fragment', () => {
    expect(resetTokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(resetTokenFromHash('token=abc')).toBe('abc');
    expect(resetTokenFromHash('')).toBeNull();
    expect(resetTokenFromHash('#token=')).toBeNull();
    expect(resetTokenFromHash('#other=1')).toBeNull();
  });

  it('is refused for the three reasons the page shows, and nothing else', () => {
    const error = (code: ApiError['code'], status: number) => new ApiError({ status, code, message: code });
    expect(resetLinkErrorOf(error('PASSWORD_RESET_TOKEN_USED', 410))).toBe('PASSWORD_RESET_TOKEN_USED');
    expect(resetLinkErrorOf(error('PASSWORD_RESET_TOKEN_EXPIRED', 410))).toBe('PASSWORD_RESET_TOKEN_EXPIRED');
    expect(resetLinkErrorOf(error('PASSWORD_RESET_TOKEN_INVALID', 400))).toBe('PASSWORD_RESET_TOKEN_INVALID');
    expect(resetLinkErrorOf(error('VALIDATION_ERROR', 400))).toBeNull();
    expect(resetLinkErrorOf(new Error('boom'))).toBeNull();
  });
});
