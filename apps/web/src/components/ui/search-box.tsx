import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchBoxProps = {
  label: string;
  placeholder: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** Takes the focus when its dialog opens (Mantine's data-autofocus). */
  isAutoFocused?: boolean;
  maxLength?: number;
  /** Mantine's size, to line up with the fields beside it. */
  size?: 'sm' | 'md';
};

/** A labelled search field with a clear button (the label is read out, the placeholder shown). */
export function SearchBox({
  label,
  placeholder,
  clearLabel,
  value,
  onChange,
  isAutoFocused,
  maxLength,
  size,
}: SearchBoxProps) {
  return (
    <TextInput
      type="search"
      aria-label={label}
      data-autofocus={isAutoFocused || undefined}
      placeholder={placeholder}
      value={value}
      maxLength={maxLength}
      size={size}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={value ? <CloseButton aria-label={clearLabel} onClick={() => onChange('')} /> : null}
      // Wide enough to read what was typed; on phones it takes its own line.
      style={{ flex: 1, minWidth: 'min(100%, 260px)' }}
    />
  );
}
