import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  API_KEY_LABEL_MAX_LENGTH,
  API_KEY_SCOPES,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  createApiKeyRequestSchema,
} from '@skyparcel/domain/api-key-contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextInput } from '../../../components/ui/counted-text-input.tsx';
import { applyServerFieldErrors, fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import { scopeKey, useCreateApiKey } from '../api/api-keys.ts';

const FIELDS = ['label', 'scopes'] as const;

/** A new key's label and scopes; the key made is handed to `onCreated`, the only time it is whole. */
export function ApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState, setError, reset } = useForm<CreateApiKeyRequest>({
    resolver: zodResolver(createApiKeyRequestSchema),
    defaultValues: { label: '', scopes: ['orders:read', 'orders:write'] },
  });
  const mutation = useCreateApiKey({
    onSuccess: (key) => {
      reset();
      onCreated(key);
    },
    // What was typed stays, so only the wrong part is corrected.
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELDS);
      notifications.show({ color: 'red', title: t('apiKeys.createFailed'), message: error.message });
    },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) => mutation.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={560}>
        <CountedTextInput
          {...register('label')}
          control={control}
          limit={API_KEY_LABEL_MAX_LENGTH}
          label={fieldLabel(t, 'label')}
          description={t('apiKeys.labelHint')}
          error={fieldErrorText(t, 'label', errors.label?.message)}
          required
        />
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <Checkbox.Group
              value={field.value}
              onChange={field.onChange}
              label={fieldLabel(t, 'scopes')}
              error={fieldErrorText(t, 'scopes', errors.scopes?.message)}
              required
            >
              <Stack gap="xs" mt={6}>
                {API_KEY_SCOPES.map((scope) => (
                  <Checkbox
                    key={scope}
                    value={scope}
                    label={t(`apiKeys.scope.${scopeKey(scope)}`)}
                    description={t(`apiKeys.scopeHint.${scopeKey(scope)}`)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} miw={160}>
            {t('apiKeys.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
