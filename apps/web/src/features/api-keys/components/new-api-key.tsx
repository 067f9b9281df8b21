import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import type { CreatedApiKey } from '@skyparcel/domain/api-key-contracts';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyCodeButton } from '../../../components/ui/copy-code-button.tsx';

/** The key just made, whole, this once: copy it now, it is not shown again. */
export function NewApiKey({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconKey size={20} aria-hidden />}
      title={t('apiKeys.newTitle', { label: apiKey.label })}
    >
      <Stack gap="sm">
        <Text size="sm">{t('apiKeys.newBody')}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            data-testid="new-api-key"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'normal', flex: 1, minWidth: 0, fontSize: 13 }}
          >
            {apiKey.secret}
          </Code>
          <CopyCodeButton code={apiKey.secret} label={t('apiKeys.copy')} variant="light" />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('apiKeys.copiedDone')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
