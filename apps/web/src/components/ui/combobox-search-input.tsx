import { Combobox, type ComboboxStore, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ComboboxSearchInputProps = {
  combobox: ComboboxStore;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  rightSection?: ReactNode;
  autoFocus?: boolean;
};

/**
 * The typed field of a search-as-you-type combobox: typing opens the list and keeps the
 * highlighted option in step, focus opens it, leaving closes it. Render inside <Combobox>.
 */
export function ComboboxSearchInput({ combobox, onChange, ...field }: ComboboxSearchInputProps) {
  return (
    <Combobox.Target>
      <TextInput
        {...field}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          combobox.openDropdown();
          combobox.updateSelectedOptionIndex();
        }}
        onFocus={() => combobox.openDropdown()}
        onBlur={() => combobox.closeDropdown()}
        leftSection={<IconSearch size={18} aria-hidden />}
        autoComplete="off"
      />
    </Combobox.Target>
  );
}
