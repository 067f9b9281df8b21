import { ADDRESS_PAGE_SIZE_MAX } from '@skyparcel/domain/address-rules';
import { vietnamToday } from '@skyparcel/domain/time-zones';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { addressListQueryOptions } from '../../../features/addresses/api/list-addresses.ts';
import { readOrderDraft, writeOrderDraft } from '../../../lib/order-draft.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { applyDefaultAddresses, type CargoBill, toCargoBill } from '../bill.ts';

export type BillUpdate = <A extends unknown[]>(
  transition: (current: CargoBill, ...args: A) => CargoBill,
  ...args: A
) => void;

/**
 * The bill as page state, written back to sessionStorage on every change, so it survives the
 * address picker (which writes the chosen address there) and a reload. `update` takes one of
 * bill.ts's transitions.
 */
export function useCargoBill() {
  const [bill, setBill] = useState<CargoBill>(() => toCargoBill(readOrderDraft('cargo'), vietnamToday()));
  useEffect(() => writeOrderDraft('cargo', bill), [bill]);
  const update: BillUpdate = useCallback(
    (transition, ...args) => setBill((current) => transition(current, ...args)),
    [],
  );
  const defaults = useDefaultAddresses(bill, update);
  return { bill, update, replace: setBill, isLoadingAddresses: defaults.isLoading };
}

/** Fills the empty sides with the company's default sender and receiver once the address book is in. */
function useDefaultAddresses(bill: CargoBill, update: BillUpdate) {
  const needsDefaults = !bill.senderAddress || !bill.receiverAddress;
  const language = useLanguage();
  const book = useQuery({
    ...addressListQueryOptions({ page: 1, limit: ADDRESS_PAGE_SIZE_MAX, searchText: '' }, language),
    enabled: needsDefaults,
  });
  useEffect(() => {
    if (book.data) update(applyDefaultAddresses, book.data.items, vietnamToday());
  }, [book.data, update]);
  return { isLoading: needsDefaults && book.isPending };
}
