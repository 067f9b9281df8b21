import { Table, Text } from '@mantine/core';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { useTranslation } from 'react-i18next';

/**
 * The goods as declared when ordering, and as the hub's security check found them (spec 2 section 2,
 * product table, declared and post-security-check information).
 */
export function OrderGoods({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const kg = (value: number) => t('c2cOrder.detail.kg', { value: value.toLocaleString(i18n.resolvedLanguage) });
  const size = (dimension: string) => t('c2cOrder.detail.cm', { value: dimension.split('x').join(' × ') });
  const rows: [string, string][] = [
    [t('orders.detail.product'), order.orderDetails.map((item) => item.productName).join(', ')],
    [t('orders.detail.service'), t(`orders.detail.services.${order.properties.deliveryOms}`)],
    [t('orders.detail.declaredWeight'), kg(order.declared.weight)],
    [t('orders.detail.size'), size(order.declared.dimension)],
    [t('orders.detail.chargeableWeight'), kg(order.declared.chargeableWeight)],
    ...(order.measured
      ? ([
          [t('orders.detail.measuredWeight'), kg(order.measured.weight)],
          [t('orders.detail.measuredSize'), size(order.measured.dimension)],
          [t('orders.detail.measuredChargeableWeight'), kg(order.measured.chargeableWeight)],
        ] as [string, string][])
      : []),
  ];
  return (
    <Table variant="vertical" layout="fixed" withRowBorders>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="45%" fw={500} c="dark.5">
              {label}
            </Table.Th>
            <Table.Td>
              <Text size="sm" fw={600}>
                {value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
