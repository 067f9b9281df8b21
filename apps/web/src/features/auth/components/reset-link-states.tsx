import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { ResetLinkError } from '../reset-link.ts';

const TITLES: Record<ResetLinkError, string> = {
  PASSWORD_RESET_TOKEN_INVALID: 'auth.resetPassword.invalidTitle',
  PASSWORD_RESET_TOKEN_EXPIRED: 'auth.resetPassword.expiredTitle',
  PASSWORD_RESET_TOKEN_USED: 'auth.resetPassword.usedTitle',
};

/** While the link is being checked. */
export function ResetLinkChecking() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="status" py="md">
      <Loader size="sm" aria-hidden />
      <Text>{t('auth.resetPassword.checking')}</Text>
    </Group>
  );
}

/** A link that cannot set a password: why, and the way to a new one (or to sign-in, once used). */
export function ResetLinkProblem({ reason }: { reason: ResetLinkError }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t(TITLES[reason])}
        role="alert"
      >
        {t(`errors.${reason}`)}
      </Alert>
      <Button component={Link} to={paths.auth.forgotPassword.getHref()} size="md" fullWidth>
        {t('auth.resetPassword.requestNewLink')}
      </Button>
      <Text ta="center" size="sm">
        <Anchor component={Link} to={paths.auth.login.getHref()} fw={600}>
          {t('auth.forgotPassword.backToSignIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The new password is set and every session ended: on to sign-in. */
export function PasswordResetDone() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={t('auth.resetPassword.doneTitle')}
        role="status"
      >
        {t('auth.resetPassword.doneMessage')}
      </Alert>
      <Button component={Link} to={paths.auth.login.getHref()} size="md" fullWidth>
        {t('auth.resetPassword.signIn')}
      </Button>
    </Stack>
  );
}
