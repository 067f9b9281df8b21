import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@skyparcel/domain/webhook-contracts';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { eventKey, useRemoveEndpoint, useRotateSecret, useSendTestEvent, useUpdateEndpoint } from '../api/webhooks.ts';
import { DeliveryLog } from './delivery-log.tsx';

type Props = { endpoints: WebhookEndpoint[]; onSecret: (endpoint: WebhookEndpointWithSecret) => void };

/** The account's endpoints: where each sends, what it wants, whether it receives, and its delivery log. */
export function EndpointList({ endpoints, onSecret }: Props) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {endpoints.map((endpoint) => (
        <li key={endpoint.id}>
          <EndpointCard endpoint={endpoint} onSecret={onSecret} />
        </li>
      ))}
    </Stack>
  );
}

function EndpointCard({ endpoint, onSecret }: { endpoint: WebhookEndpoint; onSecret: Props['onSecret'] }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const [logOpen, setLogOpen] = useState(false);
  const logId = useId();
  const failed = (title: string) => (error: Error) =>
    notifications.show({ color: 'red', title, message: error.message });
  const sendTest = useSendTestEvent({
    onSuccess: () => {
      setLogOpen(true);
      notifications.show({ color: 'teal', message: t('webhooks.testSent') });
    },
    onError: failed(t('webhooks.testFailed')),
  });
  const rotate = useRotateSecret({ onSuccess: onSecret, onError: failed(t('webhooks.rotateFailed')) });
  const update = useUpdateEndpoint({ onError: failed(t('webhooks.updateFailed')) });
  const remove = useRemoveEndpoint({
    onSuccess: () => notifications.show({ color: 'teal', message: t('webhooks.removed') }),
    onError: failed(t('webhooks.removeFailed')),
  });
  const confirm = (title: string, body: string, action: string, onConfirm: () => void, color = 'red') =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: action, cancel: t('webhooks.notNow') },
      confirmProps: { color },
      onConfirm,
    });
  const disabled = endpoint.disabledAt !== null;

  return (
    <Paper withBorder p="md" aria-label={endpoint.url}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Text fw={700} c="navy.9" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.url}
              </Text>
              <Badge color={disabled ? 'red' : 'teal'} variant="light">
                {disabled ? t('webhooks.disabledBadge') : t('webhooks.activeBadge')}
              </Badge>
            </Group>
            {endpoint.description ? <Text size="sm">{endpoint.description}</Text> : null}
            <Group gap={6}>
              {endpoint.events.map((type) => (
                <Badge key={type} variant="outline" color="navy" tt="none">
                  {t(`webhooks.event.${eventKey(type)}`)}
                </Badge>
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              {t('webhooks.created', { at: time.instant(endpoint.createdAt) })}
              {endpoint.previousSecretExpiresAt
                ? ` · ${t('webhooks.previousSecretUntil', { at: time.instant(endpoint.previousSecretExpiresAt) })}`
                : ''}
            </Text>
            {disabled && endpoint.disabledReason ? (
              <Text size="sm" c="red.8">
                {t(`webhooks.disabledReason.${endpoint.disabledReason}`)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs">
          {disabled ? (
            <Button
              size="xs"
              onClick={() => update.mutate({ id: endpoint.id, changes: { enabled: true } })}
              loading={update.isPending}
            >
              {t('webhooks.enable')}
            </Button>
          ) : (
            <Button size="xs" variant="light" onClick={() => sendTest.mutate(endpoint.id)} loading={sendTest.isPending}>
              {t('webhooks.sendTest')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              confirm(
                t('webhooks.rotateTitle'),
                t('webhooks.rotateBody'),
                t('webhooks.rotate'),
                () => rotate.mutate(endpoint.id),
                'navy',
              )
            }
            loading={rotate.isPending}
          >
            {t('webhooks.rotate')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={logOpen}
            aria-controls={logId}
            rightSection={logOpen ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
            onClick={() => setLogOpen((open) => !open)}
          >
            {t('webhooks.log')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() =>
              confirm(t('webhooks.removeTitle'), t('webhooks.removeBody'), t('webhooks.remove'), () =>
                remove.mutate(endpoint.id),
              )
            }
            loading={remove.isPending}
          >
            {t('webhooks.remove')}
          </Button>
        </Group>
        <Collapse expanded={logOpen} id={logId}>
          {logOpen ? <DeliveryLog endpointId={endpoint.id} /> : null}
        </Collapse>
      </Stack>
    </Paper>
  );
}
