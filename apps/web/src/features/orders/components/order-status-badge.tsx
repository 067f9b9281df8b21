import { Badge } from '@mantine/core';
import type { OrderListItem } from '@skyparcel/domain/order-history-contracts';
import { listedStatus } from '@skyparcel/domain/tracking-rules';
import { useTranslation } from 'react-i18next';

const COLOR_OF_STATUS: Record<OrderListItem['statusName'] | 'awaitingPayment', string> = {
  awaitingPayment: 'indigo.9',
  processing: 'cyan.9',
  sending: 'blue.9',
  receiving: 'grape.9',
  completed: 'teal.9',
  cancelled: 'gray.7',
};

/**
 * The order's status in the list's words (spec 2 section 4), coloured so a tab of mixed orders scans
 * at a glance; dark shades, so white text on them passes WCAG AA.
 */
export function OrderStatusBadge({
  statusName,
  awaitingPayment = false,
}: {
  statusName: OrderListItem['statusName'];
  awaitingPayment?: boolean;
}) {
  const { t } = useTranslation();
  const shown = listedStatus({ statusName, awaitingPayment });
  return (
    <Badge variant="filled" color={COLOR_OF_STATUS[shown]} size="lg" radius="sm" style={{ flexShrink: 0 }}>
      {t(`orderStatuses.${shown}`)}
    </Badge>
  );
}
