import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ChosenAddress = { personName: string; phoneDisplay?: string; fullAddress: string };

/** An order's chosen address in two lines: who and their phone, then where; `children` add a line. */
export function ChosenAddressLines({ address, children }: { address: ChosenAddress; children?: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} size="sm">
        {address.phoneDisplay ? `${address.personName} · ${address.phoneDisplay}` : address.personName}
      </Text>
      <Text size="sm" c="dark.4">
        {address.fullAddress}
      </Text>
      {children}
    </Stack>
  );
}
