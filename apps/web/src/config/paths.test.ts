import { PASSWORD_RESET_PAGE_PATH, PASSWORD_RESET_TOKEN_PARAM } from '@skyparcel/domain/auth-contracts';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('open reset links where the server’s mail sends them', () => {
    expect(paths.auth.resetPassword.path).toBe(PASSWORD_RESET_PAGE_PATH);
    expect(paths.auth.resetPassword.getHref('a b')).toBe(
      `${PASSWORD_RESET_PAGE_PATH}#${PASSWORD_RESET_TOKEN_PARAM}=a%20b`,
    );
  });
});
