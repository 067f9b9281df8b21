import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import type { FeeSummary as Fees } from '../order-rules.ts';

function FeeLine({ label, amount, testId }: { label: string; amount: string; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dark.4">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * Shipping, extras, surcharge, super fee, the customs lines, discount and the total (spec 1
 * section 3 "Fee lines"), in the order's currency; a won total also in dong.
 */
export function FeeSummary({ fees }: { fees: Fees }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const money = (amount: number) => formatMoney(amount, fees.currency);
  const customs = [
    ['clearance', fees.clearanceFee],
    ['extraClearance', fees.extraClearanceFee],
    ['duty', fees.dutyFee],
  ] as const;
  return (
    <Stack gap={6} component="section" aria-label={t('c2cOrder.feesTitle')}>
      <FeeLine label={t('c2cOrder.fees.shipping')} amount={money(fees.shippingFee)} testId="fee-shipping" />
      {fees.extras.map((extra) => (
        <FeeLine key={extra.code} label={extra.name} amount={money(extra.price)} />
      ))}
      {fees.surcharge > 0 ? <FeeLine label={t('c2cOrder.fees.surcharge')} amount={money(fees.surcharge)} /> : null}
      {fees.superFee > 0 ? <FeeLine label={t('c2cOrder.fees.superFee')} amount={money(fees.superFee)} /> : null}
      {customs.map(([line, amount]) =>
        amount > 0 ? (
          <FeeLine key={line} label={t(`c2cOrder.fees.${line}`)} amount={money(amount)} testId={`fee-${line}`} />
        ) : null,
      )}
      {fees.discount > 0 ? (
        <FeeLine label={t('c2cOrder.fees.discount')} amount={`−${money(fees.discount)}`} testId="fee-discount" />
      ) : null}
      <Divider my={4} />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('c2cOrder.fees.total')}</Text>
        <Text fw={800} size="xl" c="navy.8" data-testid="fee-total" style={{ whiteSpace: 'nowrap' }}>
          {money(fees.total)}
        </Text>
      </Group>
      {fees.totalInDong === null ? null : (
        <Text size="sm" c="dark.4" ta="right" data-testid="fee-total-dong">
          {t('c2cOrder.fees.inDong', { amount: formatMoney(fees.totalInDong, 'VND') })}
        </Text>
      )}
    </Stack>
  );
}
