import { Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form in a centred dialog, named by its title: the browser's own checks are off, as the domain's
 * schema checks the fields and says why at each.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  size,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">{children}</Stack>
      </form>
    </Modal>
  );
}
