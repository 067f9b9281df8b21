import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Address } from '@skyparcel/domain/address-contracts';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function DefaultTags({ address }: { address: Address }) {
  const { t } = useTranslation();
  if (!address.isDefault) return null;
  const isSender = address.type === 'SENDER';
  return (
    // Dark shades under white text keep the tags readable (WCAG AA).
    <Badge variant="filled" color={isSender ? 'navy.7' : 'teal.9'} radius="sm" tt="none">
      {t(isSender ? 'addresses.defaultSender' : 'addresses.defaultReceiver')}
    </Badge>
  );
}

type AddressCardProps = { address: Address; action?: ReactNode; note?: ReactNode; isDisabled?: boolean };

/** One saved address: who, how to reach them, where (spec 2 "Address screens"). */
export function AddressCard({ address, action, note, isDisabled = false }: AddressCardProps) {
  const titleId = `address-${address.id}-name`;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={titleId}
      bg={isDisabled ? 'gray.1' : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text component="h3" fw={700} fz="md" c={isDisabled ? 'dark.4' : 'navy.9'} id={titleId} m={0}>
              {address.personName}
            </Text>
            <DefaultTags address={address} />
          </Group>
          <Group gap={6} wrap="nowrap" c="dark.5">
            <IconPhone size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{address.phoneDisplay}</Text>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start" c="dark.5">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {address.fullAddress}
            </Text>
          </Group>
          {note}
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}
