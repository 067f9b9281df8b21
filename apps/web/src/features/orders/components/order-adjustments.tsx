import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { FeeAdjustment, OrderDetail, RechargeRequest } from '@skyparcel/domain/order-history-contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import { RechargeModal } from './recharge-modal.tsx';

/** Pays a recharge with the chosen method: at once from the wallet, or by sending the customer to the gateway. */
export type PayRecharge = (adjustment: FeeAdjustment, method: RechargeRequest['paymentMethod']) => Promise<void>;

/**
 * The fee adjustments of an order (spec 2 section 3, "refund or recharge status"): what changed the
 * total, from what to what, and whether the refund or the recharge has gone through; a recharge
 * still to pay can be paid here.
 */
export function OrderAdjustments({ order, onPay }: { order: OrderDetail; onPay: PayRecharge }) {
  return (
    <Stack gap="md">
      {order.adjustments.map((adjustment) => (
        <AdjustmentLine key={adjustment.id} order={order} adjustment={adjustment} onPay={onPay} />
      ))}
    </Stack>
  );
}

type LineProps = { order: OrderDetail; adjustment: FeeAdjustment; onPay: PayRecharge };

function AdjustmentLine({ order, adjustment, onPay }: LineProps) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const money = (amount: number) => formatMoney(amount, order.currency);
  const isDue = adjustment.direction === 'RECHARGE' && adjustment.status === 'WAITING';
  return (
    <Stack gap={4} data-testid="fee-adjustment">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t(`orders.adjustments.kinds.${adjustment.kind}`)}
        </Text>
        {adjustment.direction === 'NONE' ? null : (
          // The status is short and must stay whole; the kind's title wraps instead. Dark shades, so white
          // text on them passes WCAG AA (orange's darkest gives 4.3:1 at a badge's size).
          <Badge
            variant="filled"
            color={adjustment.status === 'SUCCESS' ? 'teal.9' : 'red.9'}
            style={{ flexShrink: 0 }}
          >
            {t(`orders.adjustments.status.${adjustment.status}`)}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dark.5">
        {t('orders.adjustments.totalChange', { from: money(adjustment.previousTotal), to: money(adjustment.newTotal) })}
      </Text>
      <Text size="sm" fw={600} c={adjustment.direction === 'REFUND' ? 'teal.9' : 'dark.7'}>
        {t(`orders.adjustments.${adjustment.direction}.${adjustment.status}`, { amount: money(adjustment.amount) })}
      </Text>
      {isDue ? <PayRechargeButton order={order} adjustment={adjustment} onPay={onPay} /> : null}
    </Stack>
  );
}

function PayRechargeButton({
  order,
  adjustment,
  onPay,
}: {
  order: OrderDetail;
  adjustment: FeeAdjustment;
  onPay: PayRecharge;
}) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const [opened, modal] = useDisclosure(false);
  const money = formatMoney(adjustment.amount, order.currency);

  async function pay(paymentMethod: RechargeRequest['paymentMethod']) {
    await onPay(adjustment, paymentMethod);
    modal.close();
  }

  return (
    <>
      <Button size="sm" mt={4} w="fit-content" onClick={modal.open}>
        {t('orders.adjustments.pay', { amount: money })}
      </Button>
      <RechargeModal
        kind={adjustment.kind}
        amount={adjustment.amount}
        currency={order.currency}
        opened={opened}
        onClose={modal.close}
        onPay={pay}
      />
    </>
  );
}
