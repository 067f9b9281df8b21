import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { isCancelOffered } from '@skyparcel/domain/tracking-rules';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

/**
 * The detail's cancel action (spec 2 section 4): offered until the order is cancelled or done,
 * usable only while the server allows it (before the parcel is handed over; otherwise it says to
 * contact support), disabled while the order loads or the cancel runs. A C2C order is cancelled
 * directly; a Cargo Direct order first shows its cancel policy and its deadline, and is cancelled
 * only once the customer confirms (spec 2 section 2).
 */
/** The policy as booked: how many hours before its flight the order's cancel deadline falls. */
function policyHoursOf(order: OrderDetail) {
  const departure = order.route.flight?.departureAt;
  if (!departure || !order.cargoCancelBefore) return '';
  return Math.round((Date.parse(departure) - Date.parse(order.cargoCancelBefore)) / 3_600_000);
}

export function OrderCancelAction({ order, isLoading }: { order: OrderDetail; isLoading: boolean }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(order.uuid);
  const time = useTimeFormat();
  if (!isCancelOffered(order.status)) return null;
  const isCargo = order.platform === 'cargo';
  const mayCancel = isCargo ? order.cargoAllowCancel : order.allowCancel;

  function confirmCargoPolicy() {
    modals.openConfirmModal({
      title: t('orders.detail.cargoPolicyTitle'),
      children: (
        <Text size="sm">
          {t('orders.detail.cargoPolicyBody', {
            hours: policyHoursOf(order),
            deadline: order.cargoCancelBefore ? time.instant(order.cargoCancelBefore) : '',
          })}
        </Text>
      ),
      labels: { confirm: t('orders.detail.cargoPolicyConfirm'), cancel: t('orders.detail.cargoPolicyKeep') },
      confirmProps: { color: 'red.9' },
      onConfirm: cancelNow,
    });
  }

  function cancelNow() {
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
        onClick={isCargo ? confirmCargoPolicy : cancelNow}
        loading={cancel.isPending}
        disabled={!mayCancel || isLoading}
      >
        {t('orders.detail.cancel')}
      </Button>
      {mayCancel ? null : (
        <Text size="xs" c="dimmed" maw={280} ta="right">
          {t('orders.detail.cannotCancel')}
        </Text>
      )}
    </Stack>
  );
}
