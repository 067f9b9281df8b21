import { Table, Text } from '@mantine/core';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { useTranslation } from 'react-i18next';

/** The goods as declared when ordering (spec 2 section 2, product table and declared information). */
export function OrderGoods({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const kg = (value: number) => t('c2cOrder.detail.kg', { value: value.toLocaleString(i18n.resolvedLanguage) });
  const rows: [string, string][] = [
    [t('orders.detail.product'), order.orderDetails.map((item) => item.productName).join(', ')],
    [t('orders.detail.service'), t(`orders.detail.services.${order.properties.deliveryOms}`)],
    [t('orders.detail.declaredWeight'), kg(order.declared.weight)],
    [t('orders.detail.size'), t('c2cOrder.detail.cm', { value: order.declared.dimension.split('x').join(' × ') })],
    [t('orders.detail.chargeableWeight'), kg(order.declared.chargeableWeight)],
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
