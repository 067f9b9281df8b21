import { Badge } from '@mantine/core';
import type { OrderListItem } from '@skyparcel/domain/order-history-contracts';
import { useTranslation } from 'react-i18next';

const COLOR_OF_STATUS: Record<OrderListItem['statusName'], string> = {
  processing: 'orange',
  sending: 'blue',
  receiving: 'grape',
  completed: 'teal',
  cancelled: 'gray',
};

/** The order's status in the list's words (spec 2 section 4), coloured so a tab of mixed orders scans at a glance. */
export function OrderStatusBadge({ statusName }: { statusName: OrderListItem['statusName'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLOR_OF_STATUS[statusName]} size="lg" radius="sm" style={{ flexShrink: 0 }}>
      {t(`orders.status.${statusName}`)}
    </Badge>
  );
}
