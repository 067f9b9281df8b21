import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useScanQueueSender } from '../../features/operations/scan-queue.ts';
import { useTimeFormat } from '../../lib/format-time.ts';

/**
 * What the desk keeps while the network is away: the steps waiting to be sent (with the time each
 * was scanned), and those the server refused once they went, until the clerk has read them.
 */
export function ScanQueueNotice() {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const { queue, refused, dismissRefused } = useScanQueueSender();
  if (queue.length === 0 && refused.length === 0) return null;
  return (
    <Stack gap="sm">
      {queue.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconWifiOff aria-hidden />} role="status">
          {/* Not the alert's title: Mantine's orange title on its light orange is below 4.5:1. */}
          <Text fw={700} c="dark.7">
            {t('hubDesk.queueTitle', { count: queue.length })}
          </Text>
          <Text size="sm">{t('hubDesk.queueBody')}</Text>
          <List size="sm" mt="xs">
            {queue.map((scan) => (
              <List.Item key={scan.id}>
                {t('hubDesk.queueItem', {
                  code: scan.code,
                  step: scan.stepName,
                  time: time.instant(scan.occurredAt, 'time'),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {refused.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('hubDesk.refusedTitle')}
          role="alert"
        >
          <List size="sm">
            {refused.map((scan) => (
              <List.Item key={scan.id}>
                {t('hubDesk.refusedItem', { code: scan.code, step: scan.stepName, reason: scan.reason })}
              </List.Item>
            ))}
          </List>
          <Button variant="subtle" size="xs" mt="xs" onClick={dismissRefused}>
            {t('hubDesk.dismissRefused')}
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}
