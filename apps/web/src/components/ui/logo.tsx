import { Group, Text } from '@mantine/core';

/** The brand mark; the link around it carries the accessible name. */
export function Logo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <svg width={isCompact ? 28 : 32} height={isCompact ? 28 : 32} viewBox="0 0 32 32" role="presentation">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-navy-8)" />
        <path d="M6 18.5 26 9l-5.5 15-4.2-5.3L10 21l2.2-4.4Z" fill="#fff" />
      </svg>
      <Text component="span" fw={800} fz={isCompact ? 'lg' : 'xl'} c="navy.9" lh={1}>
        Sky
        <Text component="span" inherit c="navy.6">
          Parcel
        </Text>
      </Text>
    </Group>
  );
}
