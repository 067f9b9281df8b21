import { Group, Text } from '@mantine/core';
import { CopyCodeButton } from './copy-code-button.tsx';

/** A code the customer may paste elsewhere (an order code, a customer code) and a button that copies it (spec 2 section 2). */
export function CopyableCode({ code }: { code: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={700} c="navy.9" style={{ whiteSpace: 'nowrap' }}>
        {code}
      </Text>
      <CopyCodeButton code={code} />
    </Group>
  );
}
