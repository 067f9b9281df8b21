import { IconAddressBook, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import type { AddressPage } from '../api/list-addresses.ts';

type AddressListStateProps = {
  query: UseQueryResult<AddressPage, Error>;
  isSearching: boolean;
  /** The next step offered on an empty book (add an address). */
  emptyAction: ReactNode;
  children: (page: AddressPage) => ReactNode;
};

/** Loading, failed (with retry), empty (book or search) or the list itself. */
export function AddressListState({ query, isSearching, emptyAction, children }: AddressListStateProps) {
  const { t } = useTranslation();
  if (query.isPending) return <CardListSkeleton />;
  if (query.isError) {
    return <QueryErrorState title={t('addresses.list.loadFailed')} query={query} />;
  }
  if (query.data.items.length > 0) return children(query.data);
  return isSearching ? (
    <EmptyState icon={IconSearch} title={t('addresses.list.noResults')} message={t('addresses.list.noResultsHint')} />
  ) : (
    <EmptyState
      icon={IconAddressBook}
      title={t('addresses.list.emptyTitle')}
      message={t('addresses.list.emptyBody')}
      action={emptyAction}
    />
  );
}
