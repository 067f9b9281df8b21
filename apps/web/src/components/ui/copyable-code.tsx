import { Button, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A code the customer may paste elsewhere (an order code, a customer code) and a button that copies it, saying so once done (spec 2 section 2). */
export function CopyableCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={700} c="navy.9" style={{ whiteSpace: 'nowrap' }}>
        {code}
      </Text>
      <CopyButton value={code} timeout={2500}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant={copied ? 'light' : 'subtle'}
            color={copied ? 'teal' : 'navy'}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={copy}
            aria-live="polite"
            style={{ flexShrink: 0 }}
          >
            {copied ? t('common.copied') : t('common.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
