import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PublicTracking } from '@skyparcel/domain/order-history-contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { TrackingTimeline } from './tracking-timeline.tsx';

/** What anyone with the code sees: status, route, masked parties, expected arrival and the journey. */
export function PublicTrackingCard({ tracking }: { tracking: PublicTracking }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const facts: [string, string][] = [
    [t('orders.detail.sender'), tracking.fromName],
    [t('orders.detail.receiver'), `${tracking.toName} · ${tracking.toPhone}`],
    [t('publicTracking.placedAt'), time.instant(tracking.createdAt)],
    [t('publicTracking.expectedArrival'), time.instant(tracking.minEndTime)],
  ];
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} aria-labelledby="tracking-result">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" c="navy.9" id="tracking-result">
            {tracking.orderId}
          </Title>
          <OrderStatusBadge statusName={tracking.statusName} />
        </Group>
        <Group gap="xs" c="navy.8" fw={600}>
          <Text inherit>{tracking.originProvince}</Text>
          <IconArrowRight size={18} aria-label={t('publicTracking.to')} />
          <Text inherit>{tracking.destinationProvince}</Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {facts.map(([label, value]) => (
            <Stack key={label} gap={2}>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.04em' }}>
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <TrackingTimeline lines={tracking.trackingInfoVenus} />
      </Stack>
    </Paper>
  );
}
