import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One fact with its icon (address, hours, phone): the icon is decoration, the text wraps anywhere. */
export function IconDetail({ icon: DetailIcon, children }: { icon: Icon; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="dark.5">
      <DetailIcon size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
