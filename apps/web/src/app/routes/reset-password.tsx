import { Container } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { useCheckPasswordReset } from '../../features/auth/api/check-password-reset.ts';
import {
  PasswordResetDone,
  ResetLinkChecking,
  ResetLinkProblem,
} from '../../features/auth/components/reset-link-states.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { type ResetLinkError, resetLinkErrorOf, resetTokenFromHash } from '../../features/auth/reset-link.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import { AuthCard } from './auth-card.tsx';

type Outcome = { kind: 'done' } | { kind: 'refused'; reason: ResetLinkError };
type PageState = Outcome | { kind: 'checking' } | { kind: 'form'; token: string } | { kind: 'checkFailed' };

/** What the link's page shows: a missing or dead link says why before any password is typed. */
function pageState(
  token: string | null,
  check: ReturnType<typeof useCheckPasswordReset>,
  outcome: Outcome | null,
): PageState {
  if (outcome) return outcome;
  if (!token) return { kind: 'refused', reason: 'PASSWORD_RESET_TOKEN_INVALID' };
  if (check.isPending) return { kind: 'checking' };
  if (check.isError) {
    const reason = resetLinkErrorOf(check.error);
    return reason ? { kind: 'refused', reason } : { kind: 'checkFailed' };
  }
  return { kind: 'form', token };
}

/** The page a reset mail links to: checks the link at once, then takes the new password. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.resetPassword.title'));
  const token = resetTokenFromHash(useLocation().hash);
  const check = useCheckPasswordReset(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const state = pageState(token, check, outcome);
  return (
    <Container size={480} p={0}>
      <AuthCard
        title={t('auth.resetPassword.title')}
        description={state.kind === 'form' ? t('auth.resetPassword.description') : undefined}
      >
        {state.kind === 'checking' ? <ResetLinkChecking /> : null}
        {state.kind === 'refused' ? <ResetLinkProblem reason={state.reason} /> : null}
        {state.kind === 'done' ? <PasswordResetDone /> : null}
        {state.kind === 'form' ? (
          <ResetPasswordForm
            token={state.token}
            onDone={() => setOutcome({ kind: 'done' })}
            onLinkRefused={(reason) => setOutcome({ kind: 'refused', reason })}
          />
        ) : null}
        {state.kind === 'checkFailed' ? (
          <ErrorState
            title={t('common.loadFailedTitle')}
            message={check.error?.message ?? t('errors.INTERNAL_ERROR')}
            retryLabel={t('common.retry')}
            onRetry={() => void check.refetch()}
            isRetrying={check.isFetching}
          />
        ) : null}
      </AuthCard>
    </Container>
  );
}
