import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { PERSON_NAME_MAX_LENGTH } from '@skyparcel/domain/account-rules';
import {
  type LoginResult,
  type RegisterRequest,
  reEnteredPassword,
  registerRequestFields,
} from '@skyparcel/domain/auth-contracts';
import { checkPhoneCountry, PHONE_PREFIXES } from '@skyparcel/domain/phone';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CountedTextInput } from '../../../components/ui/counted-text-input.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { PhoneFieldGroup } from '../../../components/ui/phone-field-group.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client-error.ts';
import { applyServerFieldErrors, fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import { useRegister } from '../api/register.ts';

// The re-entry never leaves the browser; it only guards against a typo.
const registerFormSchema = z
  .object({ ...registerRequestFields, reEnterPassword: reEnteredPassword })
  .superRefine(checkPhoneCountry)
  .refine((v) => v.reEnterPassword === v.password, {
    error: 'validation_re_enter_password',
    path: ['reEnterPassword'],
  });
type RegisterFormValues = z.input<typeof registerFormSchema>;
const FIELDS = ['prefixPhone', 'phone', 'name', 'email', 'password', 'reEnterPassword'] as const;

function isShownOnFields(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 'PHONE_TAKEN' || (error.code === 'VALIDATION_ERROR' && error.fieldErrors.length > 0);
}

/** Sign-up for personal accounts (business accounts are opened by the company's contract). */
export function RegisterForm({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState, setError } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { prefixPhone: '+84', phone: '', name: '', email: '', password: '', reEnterPassword: '' },
  });
  const registerMutation = useRegister({
    onSuccess,
    onError: (error) => {
      if (error.code === 'PHONE_TAKEN') setError('phone', { type: 'server', message: error.message });
      else applyServerFieldErrors(error, setError, FIELDS);
    },
  });
  const { errors } = formState;
  const errorOf = (name: (typeof FIELDS)[number]) => fieldErrorText(t, name, errors[name]?.message);
  const onSubmit = handleSubmit(({ reEnterPassword: _, ...input }) =>
    registerMutation.mutate(input as RegisterRequest),
  );
  // Errors that belong to a field are shown under it; anything else above the button.
  const isFieldError = isShownOnFields(registerMutation.error);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PhoneFieldGroup
          prefixProps={{
            ...register('prefixPhone'),
            label: fieldLabel(t, 'prefixPhone'),
            data: PHONE_PREFIXES.map((prefix) => ({ value: prefix, label: `${prefix} ${t(`auth.prefix.${prefix}`)}` })),
            w: { base: '100%', xs: 180 },
          }}
          phoneProps={{ ...register('phone'), label: fieldLabel(t, 'phone'), error: errorOf('phone') }}
        />
        <CountedTextInput
          {...register('name')}
          control={control}
          limit={PERSON_NAME_MAX_LENGTH}
          label={fieldLabel(t, 'name')}
          autoComplete="name"
          error={errorOf('name')}
          required
        />
        <TextInput
          {...register('email')}
          label={fieldLabel(t, 'email')}
          description={t('common.optional')}
          type="email"
          autoComplete="email"
          error={errorOf('email')}
        />
        <PasswordField
          {...register('password')}
          label={fieldLabel(t, 'password')}
          description={t('auth.register.passwordHint')}
          autoComplete="new-password"
          error={errorOf('password')}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          required
        />
        <PasswordField
          {...register('reEnterPassword')}
          label={t('auth.register.reEnterPassword')}
          autoComplete="new-password"
          error={errorOf('reEnterPassword')}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          required
        />
        {registerMutation.isError && !isFieldError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {registerMutation.error.message}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={registerMutation.isPending}>
          {t('auth.register.submit')}
        </Button>
        <Text ta="center" size="sm">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.auth.login.getHref()} fw={600}>
            {t('auth.register.signInLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
