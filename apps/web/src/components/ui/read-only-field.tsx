import { TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** A value the customer sees but cannot change (phone, customer code: spec 2 section 6). */
export function ReadOnlyField({ label, value, description }: { label: string; value: string; description?: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      description={description}
      readOnly
      // The note goes under the value so the input lines up with its neighbours.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      variant="filled"
      rightSection={<IconLock size={16} aria-hidden />}
    />
  );
}
