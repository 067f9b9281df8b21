import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

/**
 * The detail's cancel action (spec 2 section 4), as the server's cancellation answer says: hidden for
 * a closed order; usable only while cancellable, otherwise saying why (handed over, or a Cargo Direct
 * deadline passed) and to contact support; disabled while the order loads or the cancel runs. A C2C
 * order is cancelled directly; a Cargo Direct order first shows its cancel policy and its deadline,
 * and is cancelled only once the customer confirms (spec 2 section 2).
 */

export function OrderCancelAction({ order, isLoading }: { order: OrderDetail; isLoading: boolean }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(order.uuid);
  const time = useTimeFormat();
  const { cancellable, refusal, cancelBefore, hoursBeforeFlight } = order.cancellation;
  if (refusal === 'CLOSED') return null;
  const isCargo = order.platform === 'cargo';
  const deadline = cancelBefore ? time.instant(cancelBefore) : '';

  function confirmCargoPolicy() {
    modals.openConfirmModal({
      title: t('orders.detail.cargoPolicyTitle'),
      children: (
        <Text size="sm">{t('orders.detail.cargoPolicyBody', { hours: hoursBeforeFlight ?? '', deadline })}</Text>
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
        disabled={!cancellable || isLoading}
      >
        {t('orders.detail.cancel')}
      </Button>
      {cancellable ? null : (
        <Text size="xs" c="dimmed" maw={280} ta="right">
          {refusal === 'DEADLINE_PASSED'
            ? t('orders.detail.cannotCancelDeadline', { deadline })
            : t('orders.detail.cannotCancel')}
        </Text>
      )}
    </Stack>
  );
}
