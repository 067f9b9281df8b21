import { useDebouncedValue } from '@mantine/hooks';
import { orderSearchTerm } from '@skyparcel/domain/order-search';
import type { DayRange } from '@skyparcel/domain/time-zones';
import { ORDER_LIST_TAB_NAMES, type OrderListTab } from '@skyparcel/domain/tracking-rules';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderListFilter } from '../api/list-orders.ts';

/** Search waits for a pause in typing (spec 2 section 9: 500 ms, as the address book's). */
const SEARCH_DEBOUNCE_MS = 500;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function tabOf(value: string | null): OrderListTab {
  return ORDER_LIST_TAB_NAMES.find((tab) => tab === value) ?? 'ALL';
}

function periodOf(from: string | null, to: string | null): DayRange | null {
  if (!from || !to || !DAY.test(from) || !DAY.test(to) || to < from) return null;
  return { fromDate: from, toDate: to };
}

/**
 * The order list's tab, search, period and page, kept in the address (`?type=&q=&from=&to=&page=`)
 * so a reload, Back or a shared link shows the same list (spec 2 section 2: a tab is
 * /my-orders?type={tab}). The search is typed here and put in the address once typing pauses; any
 * change of the filter starts again at page 1.
 */
export function useOrderListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('q') ?? '';
  const filter: OrderListFilter = {
    tab: tabOf(searchParams.get('type')),
    search: orderSearchTerm(asked),
    period: periodOf(searchParams.get('from'), searchParams.get('to')),
  };
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const [searchText, setSearchText] = useState(asked);
  const [typed] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  const update = (changes: Record<string, string | null>, options: { replace?: boolean } = {}) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    }, options);

  // Typing replaces the address rather than adding a history entry per pause. Only a new pause in
  // typing writes the address; the address changing (Back) does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pause is the trigger, on purpose.
  useEffect(() => {
    if (typed.trim() !== asked.trim()) update({ q: typed.trim() || null, page: null }, { replace: true });
  }, [typed]);

  // The address changed under the field (Back, a link): the field shows what the list is filtered by.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger, on purpose.
  useEffect(() => {
    if (asked.trim() !== typed.trim()) setSearchText(asked);
  }, [asked]);

  return {
    filter,
    page,
    searchText,
    setSearchText,
    isFiltered: filter.search !== '' || filter.period !== null,
    setTab: (tab: OrderListTab) => update({ type: tab === 'ALL' ? null : tab, page: null }),
    setPeriod: (period: DayRange | null) =>
      update({ from: period?.fromDate ?? null, to: period?.toDate ?? null, page: null }),
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    clearFilters: () => {
      setSearchText('');
      update({ q: null, from: null, to: null, page: null });
    },
  };
}
