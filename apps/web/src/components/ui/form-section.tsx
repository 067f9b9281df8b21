import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card that groups related form fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section">
      <Stack gap="md">
        <Title order={2} size="h4" c="navy.9">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
