import { Text, Timeline } from '@mantine/core';
import type { TrackingLine } from '@skyparcel/domain/order-history-contracts';
import { IconCircleCheck, IconCircleX, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/format-time.ts';

/** The journey newest first (spec 2 section 2, tracking timeline): what happened, where, on which flight, when. */
export function TrackingTimeline({ lines }: { lines: TrackingLine[] }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const newestFirst = [...lines].reverse();
  return (
    <Timeline active={0} bulletSize={24} lineWidth={2} color="navy">
      {newestFirst.map((line, index) => (
        <Timeline.Item
          key={`${line.step}-${line.date}`}
          bullet={bulletOf(line, index === 0)}
          color={line.kind === 'CANCELLED' || line.kind === 'SECURITY_FAILED' ? 'red' : 'navy'}
          title={
            <Text fw={index === 0 ? 700 : 600} c={index === 0 ? 'navy.9' : 'dark.6'}>
              {line.title}
            </Text>
          }
        >
          <Text size="sm" c="dark.4">
            {line.content}
          </Text>
          {line.hubName ? (
            <Text size="sm" c="dark.4">
              {t('orders.detail.atHub', { hub: line.hubName })}
            </Text>
          ) : null}
          {line.flight ? (
            <Text size="sm" c="dark.4">
              {t('orders.detail.onFlight', { flight: line.flight })}
            </Text>
          ) : null}
          {line.customerNote ? (
            <Text size="sm" c="dark.4" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {t('orders.detail.yourReason', { note: line.customerNote })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            <time dateTime={line.date}>{time.instant(line.date)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function bulletOf(line: TrackingLine, isLatest: boolean) {
  if (line.kind === 'CANCELLED') return <IconCircleX size={16} aria-hidden />;
  if (line.kind === 'COMPLETED' || line.kind === 'DELIVERED') return <IconCircleCheck size={16} aria-hidden />;
  return isLatest ? <IconPoint size={16} aria-hidden /> : null;
}
