import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlaneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type OutOfCapacityDialogProps = {
  /** The server's reason; the dialog is open while it is set. */
  message: string | null;
  onSearchAgain: () => void;
  onExit: () => void;
};

/**
 * The flight filled between the search and the order (spec 2 section 2): search again for the
 * flights' load as it is now, or close the dialog and choose later. Either way the flight is let go.
 */
export function OutOfCapacityDialog({ message, onSearchAgain, onExit }: OutOfCapacityDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={message !== null} onClose={onExit} title={t('cargo.outOfLoad.title')} centered>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="orange" variant="light" size="lg" radius="xl" aria-hidden>
            <IconPlaneOff size={20} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text size="sm">{t('cargo.outOfLoad.body')}</Text>
            {message ? (
              <Text size="sm" c="dark.4" data-testid="out-of-load-reason">
                {message}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onExit}>
            {t('cargo.outOfLoad.exit')}
          </Button>
          <Button onClick={onSearchAgain}>{t('cargo.outOfLoad.searchAgain')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
