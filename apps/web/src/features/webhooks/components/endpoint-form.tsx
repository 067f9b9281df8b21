import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type CreateWebhookEndpointRequest,
  createWebhookEndpointRequestSchema,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointWithSecret,
} from '@skyparcel/domain/webhook-contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedTextInput } from '../../../components/ui/counted-text-input.tsx';
import { applyServerFieldErrors, fieldErrorText, fieldLabel } from '../../../lib/form-errors.ts';
import { eventKey, useCreateEndpoint } from '../api/webhooks.ts';

const FIELDS = ['url', 'description', 'events'] as const;

/** A new endpoint's URL, description and events; the endpoint made (with its secret, this once) goes to `onCreated`. */
export function EndpointForm({ onCreated }: { onCreated: (endpoint: WebhookEndpointWithSecret) => void }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState, setError, reset } = useForm<CreateWebhookEndpointRequest>({
    resolver: zodResolver(createWebhookEndpointRequestSchema),
    defaultValues: { url: '', description: '', events: ['order.created', 'order.status_changed'] },
  });
  const mutation = useCreateEndpoint({
    onSuccess: (endpoint) => {
      reset();
      onCreated(endpoint);
    },
    // What was typed stays, so only the wrong part is corrected.
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELDS);
      notifications.show({ color: 'red', title: t('webhooks.createFailed'), message: error.message });
    },
  });
  const { errors } = formState;

  return (
    <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="md" maw={720}>
        <TextInput
          {...register('url')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          label={fieldLabel(t, 'url')}
          description={t('webhooks.urlHint')}
          error={fieldErrorText(t, 'url', errors.url?.message)}
          required
        />
        <CountedTextInput
          {...register('description')}
          control={control}
          limit={WEBHOOK_DESCRIPTION_MAX_LENGTH}
          label={fieldLabel(t, 'description')}
          error={fieldErrorText(t, 'description', errors.description?.message)}
        />
        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              value={field.value}
              onChange={field.onChange}
              label={fieldLabel(t, 'events')}
              error={fieldErrorText(t, 'events', errors.events?.message)}
              required
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={t(`webhooks.event.${eventKey(type)}`)} description={type} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} miw={160}>
            {t('webhooks.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
