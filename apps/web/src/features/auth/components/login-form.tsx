import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { LoginRequest, LoginResult } from '@skyparcel/domain/auth-contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { paths } from '../../../config/paths.ts';
import { fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useLogin } from '../api/login.ts';

type LoginFormProps = { onSuccess: (result: LoginResult) => void };

// The sign-in page is most visitors' first page: its rules come when the form is first used.
const loginResolver = lazyResolver<LoginRequest>(() =>
  import('./login-validation.ts').then((module) => module.loginResolver),
);

/** Sign-in with a phone number (personal) or a customer code (business). */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const loginMutation = useLogin({ onSuccess });
  const { register, handleSubmit, formState } = useForm({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) => loginMutation.mutate(values));

  return (
    <form
      onSubmit={onSubmit}
      onFocus={loginResolver.preload}
      noValidate
      aria-describedby={loginMutation.isError ? 'login-error' : undefined}
    >
      <Stack gap="md">
        <TextInput
          {...register('username')}
          label={fieldLabel(t, 'username')}
          description={t('auth.signIn.usernameHint')}
          autoComplete="username"
          error={fieldErrorText(t, 'username', errors.username?.message)}
          required
        />
        <PasswordField
          {...register('password')}
          label={fieldLabel(t, 'password')}
          autoComplete="current-password"
          error={fieldErrorText(t, 'password', errors.password?.message)}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          required
        />
        <Anchor
          component={Link}
          to={paths.auth.forgotPassword.getHref()}
          size="sm"
          mt={-8}
          style={{ alignSelf: 'flex-end' }}
        >
          {t('auth.signIn.forgotPassword')}
        </Anchor>
        {loginMutation.isError ? (
          <Alert id="login-error" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {loginMutation.error.message}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={loginMutation.isPending}>
          {t('auth.signIn.submit')}
        </Button>
        <Text ta="center" size="sm">
          {t('auth.signIn.noAccount')}{' '}
          <Anchor component={Link} to={paths.auth.register.getHref()} fw={600}>
            {t('auth.signIn.registerLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
