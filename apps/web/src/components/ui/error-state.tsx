import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

type ErrorStateProps = {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  isRetrying?: boolean;
};

/** A failed load, said plainly, with a way to try again. */
export function ErrorState({ title, message, retryLabel, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <Paper withBorder p="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {message}
        </Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry} loading={isRetrying}>
          {retryLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
