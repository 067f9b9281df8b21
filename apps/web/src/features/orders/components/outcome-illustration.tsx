import { ThemeIcon } from '@mantine/core';
import type { ConfirmationOutcome } from '@skyparcel/domain/confirmation-rules';
import { IconCheck, IconX } from '@tabler/icons-react';

/** A tick or a cross in a coloured circle; decorative, the title says the same. */
export function OutcomeIllustration({ outcome }: { outcome: ConfirmationOutcome }) {
  const isSuccess = outcome === 'success';
  const Icon = isSuccess ? IconCheck : IconX;
  return (
    <ThemeIcon
      size={88}
      radius={999}
      variant="light"
      color={isSuccess ? 'teal' : 'red'}
      aria-hidden
      style={{ boxShadow: `0 0 0 10px var(--mantine-color-${isSuccess ? 'teal' : 'red'}-0)` }}
    >
      <Icon size={48} stroke={2.5} />
    </ThemeIcon>
  );
}
