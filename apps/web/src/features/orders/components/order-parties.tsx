import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { OrderOffice } from '@skyparcel/domain/order-contracts';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { useTranslation } from 'react-i18next';

type Party = { role: string; name: string; phone: string; address: string; office: OrderOffice | null };

/** Sender and receiver as the order recorded them, with the post office of a post-office side. */
export function OrderParties({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const parties: Party[] = [
    {
      role: t('orders.detail.sender'),
      name: order.fromName,
      phone: order.fromPhone,
      address: order.senderAddress,
      office: order.senderOffice,
    },
    {
      role: t('orders.detail.receiver'),
      name: order.toName,
      phone: order.toPhone,
      address: order.receiverAddress,
      office: order.receiverOffice,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
      {parties.map((party) => (
        <Stack key={party.role} gap={2}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.04em' }}>
            {party.role}
          </Text>
          <Text fw={700} c="navy.9">
            {party.name}
          </Text>
          <Text size="sm">{party.phone}</Text>
          <Text size="sm" c="dark.4">
            {party.address}
          </Text>
          {party.office ? (
            <Text size="sm" c="dark.4">
              {party.office.name}
            </Text>
          ) : null}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
