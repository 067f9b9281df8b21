import { Combobox, Group, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PlacePrediction } from '@skyparcel/domain/geocoding-contracts';
import { IconBookmark, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboboxSearchInput } from '../../../components/ui/combobox-search-input.tsx';
import { usePlaceSuggestions } from '../api/autocomplete-places.ts';

/** Suggestions wait for a pause in typing (spec 2 section 9: autocomplete 300 ms). */
const AUTOCOMPLETE_DEBOUNCE_MS = 300;
const isSavedAddress = (placeId: string) => placeId.startsWith('addr:');

function SuggestionOption({ suggestion }: { suggestion: PlacePrediction }) {
  const OptionIcon = isSavedAddress(suggestion.placeId) ? IconBookmark : IconMapPin;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <OptionIcon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {suggestion.mainText}
        </Text>
        <Text size="xs" c="dimmed">
          {suggestion.secondaryText}
        </Text>
      </div>
    </Group>
  );
}

type PlaceSearchProps = { onPick: (suggestion: PlacePrediction) => void; autoFocus?: boolean };

/**
 * Search for a saved address or a place (spec 2 "Address screens": the map's search box).
 * A combobox rather than Autocomplete: two places may share a name, so options are keyed
 * by place id and show two lines. One session token spans the typing up to a pick.
 */
export function PlaceSearch({ onPick, autoFocus = false }: PlaceSearchProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [sessionToken, setSessionToken] = useState(() => crypto.randomUUID());
  const [debounced] = useDebouncedValue(value, AUTOCOMPLETE_DEBOUNCE_MS);
  const suggestionsQuery = usePlaceSuggestions(debounced, sessionToken);
  const suggestions = suggestionsQuery.data ?? [];
  const canShow = debounced.trim().length >= 2 && value.trim().length >= 2;

  const onOptionSubmit = (placeId: string) => {
    const suggestion = suggestions.find((item) => item.placeId === placeId);
    if (!suggestion) return;
    setValue(suggestion.description);
    setSessionToken(crypto.randomUUID());
    combobox.closeDropdown();
    onPick(suggestion);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={onOptionSubmit} withinPortal>
      <ComboboxSearchInput
        combobox={combobox}
        label={t('addresses.map.searchLabel')}
        placeholder={t('addresses.map.searchPlaceholder')}
        value={value}
        onChange={setValue}
        autoFocus={autoFocus}
        rightSection={suggestionsQuery.isFetching ? <Loader size={16} aria-hidden /> : null}
      />
      <Combobox.Dropdown hidden={!canShow}>
        <Combobox.Options aria-label={t('addresses.map.suggestions')} mah={320} style={{ overflowY: 'auto' }}>
          {suggestionsQuery.isError ? <Combobox.Empty>{suggestionsQuery.error.message}</Combobox.Empty> : null}
          {suggestionsQuery.isSuccess && suggestions.length === 0 ? (
            <Combobox.Empty>{t('addresses.map.noSuggestions')}</Combobox.Empty>
          ) : null}
          {suggestions.map((suggestion) => (
            <Combobox.Option value={suggestion.placeId} key={suggestion.placeId}>
              <SuggestionOption suggestion={suggestion} />
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
