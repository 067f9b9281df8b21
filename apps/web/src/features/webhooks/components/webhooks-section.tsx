import { Stack, Text } from '@mantine/core';
import type { WebhookEndpointWithSecret } from '@skyparcel/domain/webhook-contracts';
import { IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { SecretShownOnce } from '../../../components/ui/secret-shown-once.tsx';
import { useWebhookEndpoints } from '../api/webhooks.ts';
import { EndpointForm } from './endpoint-form.tsx';
import { EndpointList } from './endpoint-list.tsx';

/** A company's webhook endpoints: add one, see its signing secret once, follow its deliveries. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const [secretOf, setSecretOf] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <Stack gap="lg">
      {secretOf ? (
        <SecretShownOnce
          title={t('webhooks.secretTitle', { url: secretOf.url })}
          body={t('webhooks.secretBody')}
          secret={secretOf.secret}
          copyLabel={t('webhooks.copySecret')}
          doneLabel={t('apiKeys.copiedDone')}
          onDone={() => setSecretOf(null)}
          testId="webhook-secret"
        />
      ) : null}
      <FormSection title={t('webhooks.newSection')}>
        <Text size="sm" c="dimmed" mb="md" maw={720}>
          {t('webhooks.intro')}
        </Text>
        <EndpointForm onCreated={setSecretOf} />
      </FormSection>
      <FormSection title={t('webhooks.listSection')}>
        {endpoints.isPending ? (
          <CardListSkeleton count={1} />
        ) : endpoints.isError ? (
          <QueryErrorState title={t('common.loadFailedTitle')} query={endpoints} />
        ) : endpoints.data.endpoints.length === 0 ? (
          <EmptyState icon={IconWebhook} title={t('webhooks.emptyTitle')} message={t('webhooks.emptyBody')} />
        ) : (
          <EndpointList endpoints={endpoints.data.endpoints} onSecret={setSecretOf} />
        )}
      </FormSection>
    </Stack>
  );
}
