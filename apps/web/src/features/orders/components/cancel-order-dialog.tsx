import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { textLength } from '@skyparcel/domain/account-rules';
import { CANCEL_REASON_MAX_LENGTH, refundOnCancel } from '@skyparcel/domain/cancellation';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedHint } from '../../../components/ui/counted-text-input.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useMoney } from '../../../lib/use-money.ts';

type Props = {
  order: OrderDetail;
  opened: boolean;
  isCancelling: boolean;
  /** Why the last try failed, shown in the dialog (the reason typed stays). */
  failure: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/**
 * The one confirmation before an order is cancelled, for every kind of order (issue 34 item 9): what
 * is given back, where and when (refundOnCancel, the rule the server settles by), a Cargo Direct
 * booking's deadline, and an optional reason. Nothing is cancelled until the customer confirms.
 */
export function CancelOrderDialog({ order, opened, isCancelling, failure, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const isTooLong = textLength(reason.trim()) > CANCEL_REASON_MAX_LENGTH;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders.cancelDialog.title', { code: order.orderId })}
      centered
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!isTooLong) onConfirm(reason.trim());
        }}
      >
        <Stack gap="md">
          {order.platform === 'cargo' ? <CargoPolicy order={order} /> : null}
          <RefundPromise order={order} />
          <Textarea
            label={t('orders.cancelDialog.reasonLabel')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={5}
            error={isTooLong ? t('orders.cancelDialog.reasonTooLong', { max: CANCEL_REASON_MAX_LENGTH }) : null}
            description={
              <CountedHint hint={null} length={textLength(reason.trim())} limit={CANCEL_REASON_MAX_LENGTH} />
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          {failure ? (
            <Alert color="red" role="alert" title={t('toast.message_cancel_failed')}>
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('orders.cancelDialog.keep')}
            </Button>
            <Button type="submit" color="red.9" loading={isCancelling}>
              {t('orders.cancelDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function CargoPolicy({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const { cancelBefore, hoursBeforeFlight } = order.cancellation;
  const deadline = cancelBefore ? time.instant(cancelBefore) : '';
  return <Text size="sm">{t('orders.detail.cargoPolicyBody', { hours: hoursBeforeFlight ?? '', deadline })}</Text>;
}

function RefundPromise({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const refund = refundOnCancel(order.payment);
  const text = refund
    ? t(`orders.cancelDialog.refund.${refund.destination}`, { amount: formatMoney(refund.amount, refund.currency) })
    : t('orders.cancelDialog.refund.nothing');
  return (
    <Text size="sm" fw={600} data-testid="cancel-refund">
      {text}
    </Text>
  );
}
