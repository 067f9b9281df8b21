import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { changePasswordFormSchema, type ChangePasswordForm as Values } from '@skyparcel/domain/auth-contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { applyServerFieldErrors, fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import { useChangePassword } from '../api/change-password.ts';

const FIELDS = ['oldPassword', 'newPassword', 'reEnterPassword'] as const;

/** Old, new and re-entered password (spec 2 section 5); the caller decides where success leads. */
export function ChangePasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', reEnterPassword: '' },
  });
  const mutation = useChangePassword({
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('toast.message_change_password_success') });
      onSuccess();
    },
    // The inputs stay as typed so the customer can correct just the wrong one.
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELDS);
      notifications.show({ color: 'red', title: t('toast.message_error_change_password'), message: error.message });
    },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(({ oldPassword, newPassword }) => mutation.mutate({ oldPassword, newPassword }));
  const passwordProps = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    error: fieldErrorText(t, name, errors[name]?.message),
    showLabel: t('common.showPassword'),
    hideLabel: t('common.hidePassword'),
    required: true,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <PasswordField
          {...passwordProps('oldPassword')}
          label={fieldLabel(t, 'oldPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          {...passwordProps('newPassword')}
          label={fieldLabel(t, 'newPassword')}
          description={t('auth.register.passwordHint')}
          autoComplete="new-password"
        />
        <PasswordField
          {...passwordProps('reEnterPassword')}
          label={fieldLabel(t, 'reEnterPassword')}
          autoComplete="new-password"
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={mutation.isPending} miw={160}>
            {t('account.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
