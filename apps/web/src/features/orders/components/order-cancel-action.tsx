import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { IconX } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

// Loaded when first opened: most visits to an order never cancel it.
const CancelOrderDialog = lazy(() =>
  import('./cancel-order-dialog.tsx').then((module) => ({ default: module.CancelOrderDialog })),
);

/**
 * The detail's cancel action (spec 2 section 4), as the server's cancellation answer says: hidden for
 * a closed order; usable only while cancellable, otherwise saying why (handed over, or a Cargo Direct
 * deadline passed) and to contact support; disabled while the order loads. Every kind of order is
 * cancelled only after the customer confirms in the cancel dialog (issue 34 item 9).
 */
export function OrderCancelAction({ order, isLoading }: { order: OrderDetail; isLoading: boolean }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(order.uuid);
  const time = useTimeFormat();
  const [opened, dialog] = useDisclosure(false);
  const { cancellable, refusal, cancelBefore } = order.cancellation;
  if (refusal === 'CLOSED') return null;
  const deadline = cancelBefore ? time.instant(cancelBefore) : '';

  function cancelNow(reason: string) {
    cancel.mutate(reason, {
      onSuccess: () => {
        dialog.close();
        notifications.show({ color: 'teal', message: t('toast.message_cancel_success') });
      },
    });
  }

  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => {
          cancel.reset();
          dialog.open();
        }}
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
      {opened ? (
        <Suspense fallback={null}>
          <CancelOrderDialog
            order={order}
            opened={opened}
            isCancelling={cancel.isPending}
            failure={cancel.error?.message ?? null}
            onClose={dialog.close}
            onConfirm={cancelNow}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
