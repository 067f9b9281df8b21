import { Group, Paper, Stack, Text } from '@mantine/core';
import type { OrderGoodsItem } from '@skyparcel/domain/goods-declaration-contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import { ReceiptThumb } from './receipt-field.tsx';

/** A placed cross-border order's declared goods, as customs received them, with their receipts. */
export function OrderDeclaredGoods({ items }: { items: OrderGoodsItem[] }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const usd = (amount: number) => formatMoney(amount, 'USD');
  const total = items.reduce((sum, item) => sum + item.totalPrice, 0);
  return (
    <Stack gap="xs" data-testid="order-declared-goods">
      {items.map((item, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the order keeps its items by position.
        <Paper key={position} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.productName}
            </Text>
            <Text size="xs" c="dark.4">
              {[item.category.name, item.material].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm">
              {t('declarations.line', { quantity: item.quantity, price: usd(item.price), total: usd(item.totalPrice) })}
            </Text>
            {item.goodsUrl ? (
              <Text size="xs" c="dark.4" style={{ overflowWrap: 'anywhere' }}>
                {item.goodsUrl}
              </Text>
            ) : null}
            {item.receipts.length > 0 ? (
              <Group gap="xs">
                {item.receipts.map((resUrl, index) => (
                  <ReceiptThumb key={resUrl} resUrl={resUrl} label={t('declarations.receiptN', { n: index + 1 })} />
                ))}
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ))}
      <Text size="sm" fw={700} ta="right">
        {t('declarations.declaredTotal', { amount: usd(total) })}
      </Text>
    </Stack>
  );
}
