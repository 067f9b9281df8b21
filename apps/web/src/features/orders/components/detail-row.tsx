import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label on the left and its value on the right, as the confirmation lists its facts. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="xs" py={10}>
      <Text c="dark.4" size="sm" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {children}
    </Group>
  );
}
