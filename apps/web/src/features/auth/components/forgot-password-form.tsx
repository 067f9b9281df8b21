import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type PasswordResetRequest, passwordResetRequestSchema } from '@skyparcel/domain/auth-contracts';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

type ForgotPasswordFormProps = {
  /** Where to turn without an e-mail address on the account (the call centre). */
  help: ReactNode;
};

/**
 * Asks for a reset link by the phone or customer code the account signs in with. Whatever the
 * server found, the page says the same: "if such an account exists, we sent a link".
 */
export function ForgotPasswordForm({ help }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const mutation = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { username: '' },
  });
  const onSubmit = handleSubmit((values) => mutation.mutate(values));

  if (mutation.isSuccess) {
    return (
      <ResetLinkSent
        username={mutation.variables.username}
        expiresInSeconds={mutation.data.expiresIn}
        help={help}
        onSendAgain={mutation.reset}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          {...register('username')}
          label={fieldLabel(t, 'username')}
          description={t('auth.signIn.usernameHint')}
          autoComplete="username"
          error={fieldErrorText(t, 'username', formState.errors.username?.message)}
          required
        />
        {mutation.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutation.error.message}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          {t('auth.forgotPassword.submit')}
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}

type ResetLinkSentProps = { username: string; expiresInSeconds: number; help: ReactNode; onSendAgain: () => void };

function ResetLinkSent({ username, expiresInSeconds, help, onSendAgain }: ResetLinkSentProps) {
  const { t } = useTranslation();
  const duration = useTimeFormat().minutes(expiresInSeconds / 60);
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        icon={<IconMailCheck aria-hidden />}
        title={t('auth.forgotPassword.sentTitle')}
        role="status"
      >
        {t('auth.forgotPassword.sentMessage', { username: username.trim(), duration })}
      </Alert>
      <Text size="sm">
        {t('auth.forgotPassword.noEmail')} {help}
      </Text>
      <Button variant="default" size="md" fullWidth onClick={onSendAgain}>
        {t('auth.forgotPassword.sendAgain')}
      </Button>
      <BackToSignIn />
    </Stack>
  );
}

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Text ta="center" size="sm">
      <Anchor component={Link} to={paths.auth.login.getHref()} fw={600}>
        {t('auth.forgotPassword.backToSignIn')}
      </Anchor>
    </Text>
  );
}
