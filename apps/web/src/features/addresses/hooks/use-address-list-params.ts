import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AddressListParams } from '../api/list-addresses.ts';

/** Search waits for a pause in typing (spec 2 section 9: 500 ms). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The page lives in the URL (`?page=`, so back and reload keep it); the search text is
 * typed here and asked for once typing pauses. A new search starts again at page 1.
 */
export function useAddressListParams(limit: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const [searchText, setSearchTextState] = useState('');
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const setPage = (next: number) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      },
      { preventScrollReset: false },
    );
    window.scrollTo({ top: 0 });
  };

  const setSearchText = (value: string) => {
    setSearchTextState(value);
    if (page !== 1) setPage(1);
  };

  const params: AddressListParams = { page, limit, searchText: debouncedSearch };
  return { params, searchText, setSearchText, setPage, isSearching: debouncedSearch.length > 0 };
}
