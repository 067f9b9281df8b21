import { PASSWORD_RESET_TOKEN_PARAM } from '@skyparcel/domain/auth-contracts';
import { isApiError } from '../../lib/api-client-error.ts';

/** Why a reset link cannot set a password; each has its own state on the link's page. */
export const RESET_LINK_ERRORS = [
  'PASSWORD_RESET_TOKEN_INVALID',
  'PASSWORD_RESET_TOKEN_EXPIRED',
  'PASSWORD_RESET_TOKEN_USED',
] as const;
export type ResetLinkError = (typeof RESET_LINK_ERRORS)[number];

export function resetLinkErrorOf(error: unknown): ResetLinkError | null {
  if (!isApiError(error)) return null;
  return (RESET_LINK_ERRORS as readonly string[]).includes(error.code) ? (error.code as ResetLinkError) : null;
}

/** The token of a reset link: it travels in the fragment (`#token=...`), which no server sees. */
export function resetTokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(PASSWORD_RESET_TOKEN_PARAM) || null;
}
