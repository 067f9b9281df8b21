import type { CreatedApiKey } from '@skyparcel/domain/api-key-contracts';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from '../../../components/ui/secret-shown-once.tsx';

/** The key just made, whole, this once: copy it now, it is not shown again. */
export function NewApiKey({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      title={t('apiKeys.newTitle', { label: apiKey.label })}
      body={t('apiKeys.newBody')}
      secret={apiKey.secret}
      copyLabel={t('apiKeys.copy')}
      doneLabel={t('apiKeys.copiedDone')}
      onDone={onDone}
      testId="new-api-key"
    />
  );
}
