import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatNumber } from '@skyparcel/domain/number-format';
import type { WebhookDelivery } from '@skyparcel/domain/webhook-contracts';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { eventKey, useDeliveries, useRedeliver } from '../api/webhooks.ts';

const STATUS_COLOR = { PENDING: 'yellow', SUCCEEDED: 'teal', FAILED: 'red' } as const;

/** An endpoint's latest deliveries, newest first: what was sent, how it went, when it is tried again. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const deliveries = useDeliveries(endpointId, true);
  if (deliveries.isPending) return <CardListSkeleton count={2} />;
  if (deliveries.isError) return <QueryErrorState title={t('common.loadFailedTitle')} query={deliveries} />;
  if (deliveries.data.deliveries.length === 0) {
    return <EmptyState icon={IconSend} title={t('webhooks.logEmptyTitle')} message={t('webhooks.logEmptyBody')} />;
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('webhooks.log')}>
      {deliveries.data.deliveries.map((delivery) => (
        <li key={delivery.id}>
          <DeliveryRow endpointId={endpointId} delivery={delivery} />
        </li>
      ))}
    </Stack>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation();
  const time = useTimeFormat();
  const redeliver = useRedeliver({
    onSuccess: () => notifications.show({ color: 'teal', message: t('webhooks.redelivered') }),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('webhooks.redeliverFailed'), message: error.message }),
  });
  const answer =
    delivery.lastStatusCode !== null
      ? `HTTP ${delivery.lastStatusCode}`
      : delivery.lastError
        ? t(`webhooks.error.${delivery.lastError}`)
        : null;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {delivery.eventType === 'webhook.test'
                ? t('webhooks.testEvent')
                : t(`webhooks.event.${eventKey(delivery.eventType)}`)}
            </Text>
            <Badge color={STATUS_COLOR[delivery.status]} variant="light">
              {t(`webhooks.status.${delivery.status}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {time.instant(delivery.createdAt)}
            {' · '}
            {t('webhooks.attempts', { count: delivery.attempts })}
            {answer ? ` · ${answer}` : ''}
            {delivery.lastLatencyMs !== null
              ? ` · ${formatNumber(delivery.lastLatencyMs, i18n.language, { style: 'unit', unit: 'millisecond' })}`
              : ''}
          </Text>
          {delivery.nextAttemptAt ? (
            <Text size="xs" c="dimmed">
              {t('webhooks.nextAttempt', { at: time.instant(delivery.nextAttemptAt) })}
            </Text>
          ) : null}
          <Code style={{ width: 'fit-content', maxWidth: '100%', overflowWrap: 'anywhere' }}>{delivery.eventId}</Code>
        </Stack>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => redeliver.mutate({ endpointId, deliveryId: delivery.id })}
          loading={redeliver.isPending}
        >
          {t('webhooks.redeliver')}
        </Button>
      </Group>
    </Paper>
  );
}
