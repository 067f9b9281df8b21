import { Stack } from '@mantine/core';
import type { CreatedApiKey } from '@skyparcel/domain/api-key-contracts';
import { IconBuildingStore, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FormSection } from '../../components/ui/form-section.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageTextsGate } from '../../components/ui/page-texts-gate.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { useApiKeys } from '../../features/api-keys/api/api-keys.ts';
import { ApiKeyForm } from '../../features/api-keys/components/api-key-form.tsx';
import { ApiKeyList } from '../../features/api-keys/components/api-key-list.tsx';
import { NewApiKey } from '../../features/api-keys/components/new-api-key.tsx';
import { WebhooksSection } from '../../features/webhooks/components/webhooks-section.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { ProfileQueryState } from './profile-query-state.tsx';

/** A business account's API keys and webhooks for its shop system (issue 36); a personal account is told what they are for. */
export function ApiKeysRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.apiKeys'));
  return (
    <PageTextsGate page="apiKeys" title={t('nav.apiKeys')}>
      <ApiKeysPage />
    </PageTextsGate>
  );
}

/** The page once its texts (locales/api-keys) are in: a company's keys, or why a person has none. */
function ApiKeysPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.apiKeys')} description={t('apiKeys.description')} />
      <ProfileQueryState>
        {(profile) =>
          profile.type === 'B' ? (
            <BusinessKeys />
          ) : (
            <EmptyState
              icon={IconBuildingStore}
              title={t('apiKeys.personalTitle')}
              message={t('apiKeys.personalBody')}
            />
          )
        }
      </ProfileQueryState>
    </>
  );
}

function BusinessKeys() {
  const { t } = useTranslation();
  const keys = useApiKeys(true);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Stack gap="lg">
      {created ? <NewApiKey apiKey={created} onDone={() => setCreated(null)} /> : null}
      <FormSection title={t('apiKeys.newSection')}>
        <ApiKeyForm onCreated={setCreated} />
      </FormSection>
      <FormSection title={t('apiKeys.listSection')}>
        {keys.isPending ? (
          <CardListSkeleton count={2} />
        ) : keys.isError ? (
          <QueryErrorState title={t('common.loadFailedTitle')} query={keys} />
        ) : keys.data.keys.length === 0 ? (
          <EmptyState icon={IconKey} title={t('apiKeys.emptyTitle')} message={t('apiKeys.emptyBody')} />
        ) : (
          <ApiKeyList keys={keys.data.keys} />
        )}
      </FormSection>
      <WebhooksSection />
    </Stack>
  );
}
