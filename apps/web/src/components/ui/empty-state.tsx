import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon: Icon; title: string; message?: string; action?: ReactNode };

/** Nothing to show yet, said plainly, with the next step when there is one. */
export function EmptyState({ icon: StateIcon, title, message, action }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <StateIcon size={28} />
        </ThemeIcon>
        <Title order={2} size="h4" c="navy.9">
          {title}
        </Title>
        {message ? (
          <Text c="dimmed" maw={440}>
            {message}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
