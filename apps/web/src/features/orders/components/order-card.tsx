import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { OrderListItem } from '@skyparcel/domain/order-history-contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CopyCodeButton } from '../../../components/ui/copy-code-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/**
 * An order in the list (spec 2 section 2): code with copy, status, latest tracking line, first
 * item and delivery fee. The whole card opens the detail for a pointer; the code is the link a
 * keyboard or a screen reader uses.
 */
export function OrderCard({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const time = useTimeFormat();
  const navigate = useNavigate();
  const href = paths.account.orderDetail.getHref(order.uuid);
  const latest = order.trackingInfoVenus.at(-1);
  const firstItem = order.orderDetails[0];

  function onCardClick(event: MouseEvent<HTMLElement>) {
    // The copy button and the link do their own thing.
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(href);
  }

  return (
    <Paper component="article" withBorder radius="md" p="md" onClick={onCardClick} style={{ cursor: 'pointer' }}>
      <Stack gap="xs">
        {/* On a phone the status goes under the code rather than over the copy button. */}
        <Group justify="space-between" gap={6} wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <Anchor
              component={Link}
              to={href}
              fw={700}
              c="navy.9"
              aria-label={t('orders.openOrder', { code: order.orderId })}
            >
              {order.orderId}
            </Anchor>
            <CopyCodeButton code={order.orderId} />
          </Group>
          <OrderStatusBadge statusName={order.statusName} awaitingPayment={order.awaitingPayment} />
        </Group>
        <Text size="sm" c="dark.5">
          {latest ? `${latest.title} · ${time.instant(latest.date, 'dayTime')}` : t('orders.noTracking')}
        </Text>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            {firstItem ? (
              <Text fw={600} c="navy.9" truncate>
                {firstItem.productName}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed" truncate>
              {t('orders.to', { name: order.toName })} · {order.receiverAddress}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="xs" c="dimmed">
              {t('orders.deliveryFee')}
            </Text>
            <Text fw={700} c="navy.8">
              {formatMoney(order.amount, order.currency)}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
