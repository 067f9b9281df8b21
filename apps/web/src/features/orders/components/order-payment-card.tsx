import { Badge, Group, Stack, Text } from '@mantine/core';
import { amountStillToPay } from '@skyparcel/domain/fee-adjustment-rules';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { paymentMethodName } from '../payment-method-name.ts';
import { DetailRow } from './detail-row.tsx';
import { OrderQrCode } from './order-qr-code.tsx';

const COLOR_OF_PAYMENT: Record<string, string> = {
  PAID: 'teal.9',
  PENDING: 'indigo.9',
  FAILED: 'red.9',
  EXPIRED: 'gray.7',
  NOT_CHARGED: 'gray.7',
  REFUNDED: 'blue.9',
  PARTIALLY_REFUNDED: 'blue.9',
};

/** How the order is paid and where that stands, as the server recorded it, beside the order's QR code. */
export function OrderPaymentCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const formatMoney = useMoney();
  const { payment } = order;
  // A paid order can still owe a recharge: said beside the payment's own status (issue 34 item 7).
  const stillToPay = amountStillToPay(order.adjustments);
  const isCashDue = order.paymentMethod === 'cash' && payment?.status === 'PENDING';
  // A cancelled order whose payment never came is simply not charged, whatever closed it.
  const shownStatus =
    order.status === 'CANCELLED' && (payment?.status === 'EXPIRED' || payment?.status === 'PENDING')
      ? 'NOT_CHARGED'
      : payment?.status;
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Stack gap={0} style={{ flex: '1 1 200px' }}>
        <DetailRow label={t('orders.detail.paymentMethod')}>
          <Text fw={600} ta="right">
            {paymentMethodName(t, order.paymentMethod, order.platform)}
          </Text>
        </DetailRow>
        {payment ? (
          <DetailRow label={t('orders.detail.paymentStatus')}>
            <Badge variant="filled" color={COLOR_OF_PAYMENT[shownStatus ?? payment.status]} radius="sm">
              {t(`orders.detail.paymentStatuses.${shownStatus ?? payment.status}`)}
            </Badge>
          </DetailRow>
        ) : null}
        {stillToPay > 0 ? (
          <DetailRow label={t('orders.detail.stillToPay')}>
            <Text fw={700} c="red.9" data-testid="order-still-to-pay">
              {formatMoney(stillToPay, order.currency)}
            </Text>
          </DetailRow>
        ) : null}
        {order.paymentTime ? (
          <DetailRow label={t('orders.detail.paidAt')}>
            <Text size="sm">{time.instant(order.paymentTime)}</Text>
          </DetailRow>
        ) : null}
        {isCashDue ? (
          <Text size="sm" c="dark.4" mt="xs">
            {t('orders.detail.cashPending')}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={4} align="center" maw={180} mx="auto">
        <OrderQrCode code={order.orderId} />
        <Text size="xs" c="dimmed" ta="center">
          {t('orders.detail.qrHint')}
        </Text>
      </Stack>
    </Group>
  );
}
