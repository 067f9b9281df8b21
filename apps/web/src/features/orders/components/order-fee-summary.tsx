import { Divider, Group, Stack, Text } from '@mantine/core';
import type { OrderFeeSummary } from '@skyparcel/domain/order-history-contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';

type FeeLine = { key: string; label: string; amount: number; isDeduction?: boolean };

/**
 * The payment summary (spec 2 section 3, "Fees"): shipping, each extra service, the surcharges and
 * customs lines that apply, discount, total, what was paid, and the total in dong beside a foreign one.
 * A line that is zero and optional is left out, so a domestic order is not a column of zeros.
 */
export function OrderFeeSummaryTable({ fees }: { fees: OrderFeeSummary }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const money = (amount: number) => formatMoney(amount, fees.currency);
  const optional: FeeLine[] = [
    { key: 'surcharge', label: t('orders.detail.fees.surcharge'), amount: fees.surcharge },
    { key: 'superFee', label: t('orders.detail.fees.superFee'), amount: fees.superFee },
    ...fees.extras.map((extra) => ({ key: extra.code, label: extra.name, amount: extra.price })),
    { key: 'customs', label: t('orders.detail.fees.customsClearance'), amount: fees.customsClearanceFee },
    { key: 'extraClearance', label: t('orders.detail.fees.extraClearance'), amount: fees.extraClearanceFee },
    { key: 'duty', label: t('orders.detail.fees.duty'), amount: fees.dutyFee },
    { key: 'noShow', label: t('orders.adjustments.kinds.NO_SHOW'), amount: fees.noShowFee },
    { key: 'discount', label: t('orders.detail.fees.discount'), amount: fees.discount, isDeduction: true },
  ];
  const lines: FeeLine[] = [
    { key: 'shipping', label: t('orders.detail.fees.shipping'), amount: fees.shippingFee },
    // Extra services are listed even when free (packaging, SMS): the customer chose them.
    ...optional.filter((line) => line.amount !== 0 || fees.extras.some((extra) => extra.code === line.key)),
  ];
  return (
    <Stack gap={6}>
      {lines.map((line) => (
        <Group key={line.key} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dark.5">
            {line.label}
          </Text>
          <Text size="sm" c={line.isDeduction ? 'teal.9' : 'dark.7'} style={{ whiteSpace: 'nowrap' }}>
            {line.isDeduction ? `−${money(line.amount)}` : money(line.amount)}
          </Text>
        </Group>
      ))}
      <Divider my={4} />
      <Group justify="space-between" gap="xs">
        <Text fw={700} c="navy.9">
          {t('orders.detail.fees.total')}
        </Text>
        <Text fw={700} size="lg" c="navy.8" data-testid="order-total">
          {money(fees.total)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dark.5">
          {t('orders.detail.fees.paidTotal')}
        </Text>
        <Text size="sm" fw={600} data-testid="order-paid-total">
          {money(fees.paidTotal)}
        </Text>
      </Group>
      {fees.currency !== 'VND' ? (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dark.5">
            {t('orders.detail.fees.totalVnd')}
          </Text>
          <Text size="sm">{formatMoney(fees.totalVnd, 'VND')}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}
