import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { isCancelOffered } from '@skyparcel/domain/tracking-rules';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCancelOrder } from '../api/cancel-order.ts';

/**
 * The detail's cancel action (spec 2 section 4): offered until the order is cancelled or done,
 * usable only while the server allows it (before the parcel is handed over; otherwise it says to
 * contact support), disabled while the order loads or the cancel runs. A C2C order is cancelled
 * directly, without a confirmation (the spec keeps that for Cargo Direct's policy).
 */
export function OrderCancelAction({ order, isLoading }: { order: OrderDetail; isLoading: boolean }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(order.uuid);
  if (!isCancelOffered(order.status)) return null;

  function onCancel() {
    cancel.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('toast.message_cancel_success') }),
      onError: (error) =>
        notifications.show({ color: 'red', title: t('toast.message_cancel_failed'), message: error.message }),
    });
  }

  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={onCancel}
        loading={cancel.isPending}
        disabled={!order.allowCancel || isLoading}
      >
        {t('orders.detail.cancel')}
      </Button>
      {order.allowCancel ? null : (
        <Text size="xs" c="dimmed" maw={280} ta="right">
          {t('orders.detail.cannotCancel')}
        </Text>
      )}
    </Stack>
  );
}
