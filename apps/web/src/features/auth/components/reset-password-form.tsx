import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { type PasswordResetForm, passwordResetFormSchema } from '@skyparcel/domain/auth-contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { applyServerFieldErrors, fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { type ResetLinkError, resetLinkErrorOf } from '../reset-link.ts';

const FIELDS = ['newPassword', 'reEnterPassword'] as const;

type ResetPasswordFormProps = {
  token: string;
  onDone: () => void;
  /** The link died while the form was open (used elsewhere, expired). */
  onLinkRefused: (reason: ResetLinkError) => void;
};

/** The new password and its re-entry, under the sign-up rule; the token comes from the link. */
export function ResetPasswordForm({ token, onDone, onLinkRefused }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useForm<PasswordResetForm>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { newPassword: '', reEnterPassword: '' },
  });
  const mutation = useConfirmPasswordReset({
    onSuccess: onDone,
    onError: (error) => {
      const linkError = resetLinkErrorOf(error);
      if (linkError) onLinkRefused(linkError);
      else applyServerFieldErrors(error, setError, FIELDS);
    },
  });
  const onSubmit = handleSubmit(({ newPassword }) => mutation.mutate({ token, newPassword }));
  const isFieldError = mutation.error?.code === 'VALIDATION_ERROR' && mutation.error.fieldErrors.length > 0;
  const passwordProps = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    label: fieldLabel(t, name),
    autoComplete: 'new-password',
    error: fieldErrorText(t, name, formState.errors[name]?.message),
    showLabel: t('common.showPassword'),
    hideLabel: t('common.hidePassword'),
    required: true,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordField {...passwordProps('newPassword')} description={t('auth.register.passwordHint')} />
        <PasswordField {...passwordProps('reEnterPassword')} />
        {mutation.isError && !isFieldError && !resetLinkErrorOf(mutation.error) ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutation.error.message}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
          {t('auth.resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
