import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card that frames the sign-in, sign-up and password reset forms. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }} radius="lg">
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2" c="navy.9">
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {children}
    </Paper>
  );
}
