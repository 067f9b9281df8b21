import { Box, TextInput, type TextInputProps, VisuallyHidden } from '@mantine/core';
import { textLength } from '@skyparcel/domain/account-rules';
import type { ReactNode, Ref } from 'react';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type CountedTextInputProps<T extends FieldValues> = Omit<TextInputProps, 'name'> & {
  control: Control<T>;
  name: Path<T>;
  /** The domain's maximum for this field, the one the server enforces. */
  limit: number;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A form's text input that shows how much of its limit is used ("12/45") under the field. It
 * never cuts what is typed (no maxLength): past the limit the count turns red and the form's
 * "too long" error says why the value is refused.
 */
export function CountedTextInput<T extends FieldValues>({
  control,
  name,
  limit,
  description,
  ...props
}: CountedTextInputProps<T>) {
  const text: unknown = useWatch({ control, name });
  const length = textLength(typeof text === 'string' ? text : '');
  return (
    <TextInput
      {...props}
      name={name}
      description={<CountedHint hint={description} length={length} limit={limit} />}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

/** "12/45" under a field, red past the limit; a screen reader hears the sentence. */
export function CountedHint({ hint, length, limit }: { hint: ReactNode; length: number; limit: number }) {
  const { t } = useTranslation();
  const isOver = length > limit;
  return (
    <Box
      component="span"
      style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--mantine-spacing-sm)' }}
    >
      <span>{hint}</span>
      <Box
        component="span"
        c={isOver ? 'red.8' : undefined}
        fw={isOver ? 700 : undefined}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {/* "12/45" reads the same in every language; screen readers get the sentence. */}
        <span aria-hidden>{`${length}/${limit}`}</span>
        <VisuallyHidden>{t('common.characterCountLabel', { length, max: limit })}</VisuallyHidden>
      </Box>
    </Box>
  );
}
