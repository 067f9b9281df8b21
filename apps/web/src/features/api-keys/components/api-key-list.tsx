import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { ApiKey } from '@skyparcel/domain/api-key-contracts';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { scopeKey, useRevokeApiKey } from '../api/api-keys.ts';

/** The account's keys, newest first: label, start of the key, scopes, dates, and Revoke while active. */
export function ApiKeyList({ keys }: { keys: ApiKey[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {keys.map((key) => (
        <li key={key.id}>
          <ApiKeyRow apiKey={key} />
        </li>
      ))}
    </Stack>
  );
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const revoke = useRevokeApiKey({
    onSuccess: () => notifications.show({ color: 'teal', message: t('apiKeys.revoked', { label: apiKey.label }) }),
    onError: (error) => notifications.show({ color: 'red', title: t('apiKeys.revokeFailed'), message: error.message }),
  });
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: t('apiKeys.revokeTitle', { label: apiKey.label }),
      children: <Text size="sm">{t('apiKeys.revokeBody')}</Text>,
      labels: { confirm: t('apiKeys.revoke'), cancel: t('apiKeys.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(apiKey.id),
    });
  const isActive = apiKey.revokedAt === null;

  return (
    <Paper withBorder p="md" aria-label={apiKey.label}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={700} c="navy.9">
              {apiKey.label}
            </Text>
            <Badge color={isActive ? 'teal' : 'gray'} variant="light">
              {isActive ? t('apiKeys.active') : t('apiKeys.revokedBadge')}
            </Badge>
          </Group>
          <Code style={{ width: 'fit-content' }}>{`${apiKey.prefix}…`}</Code>
          <Group gap={6}>
            {apiKey.scopes.map((scope) => (
              <Badge key={scope} variant="outline" color="navy" tt="none">
                {t(`apiKeys.scope.${scopeKey(scope)}`)}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {t('apiKeys.created', { at: time.instant(apiKey.createdAt) })}
            {' · '}
            {apiKey.lastUsedAt
              ? t('apiKeys.lastUsed', { at: time.instant(apiKey.lastUsedAt) })
              : t('apiKeys.neverUsed')}
            {apiKey.revokedAt ? ` · ${t('apiKeys.revokedAt', { at: time.instant(apiKey.revokedAt) })}` : ''}
          </Text>
        </Stack>
        {isActive ? (
          <Button variant="subtle" color="red" onClick={confirmRevoke} loading={revoke.isPending}>
            {t('apiKeys.revoke')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
