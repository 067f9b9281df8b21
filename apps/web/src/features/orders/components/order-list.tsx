import { Button, Stack, Text } from '@mantine/core';
import type { OrderListItem } from '@skyparcel/domain/order-history-contracts';
import { IconPackage, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import type { OrdersPage } from '../api/list-orders.ts';
import { OrderCard } from './order-card.tsx';

export type OrderListProps = {
  query: UseQueryResult<OrdersPage, Error>;
  page: number;
  onPageChange: (page: number) => void;
  /** What the empty list offers: ordering now and calling support (spec 2 section 2). */
  emptyActions: ReactNode;
  /** A search or period narrows the list: an empty one says nothing matched and offers to clear them. */
  isFiltered?: boolean;
  onClearFilters?: () => void;
};

/**
 * Loading, failed (with retry), empty (nothing matched the filter, or no orders yet), a page past the
 * last one (the customer has orders, this page has none: say so and offer the last page), or a page
 * of order cards with paging when there is a total; a filtered list says how many it found.
 */
export function OrderList({
  query: latest,
  page,
  onPageChange,
  emptyActions,
  isFiltered,
  onClearFilters,
}: OrderListProps) {
  const { t } = useTranslation();
  // A query's answer comes as an urgent update (React's useSyncExternalStore), which would draw the cards in one
  // task that nothing can interrupt; drawn from the deferred answer, React can pause between them (issue 35).
  const query = useDeferredValue(latest);
  if (query.isPending) return <CardListSkeleton />;
  if (query.isError) return <QueryErrorState title={t('orders.loadFailed')} query={query} />;
  const { orders, pagination } = query.data;
  return (
    <Stack gap="sm" aria-busy={query.isPlaceholderData}>
      {isFiltered && pagination && pagination.total > 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('orders.filters.found', { count: pagination.total })}
        </Text>
      ) : null}
      {orders.length === 0 && pagination && pagination.total > 0 ? (
        <EmptyState
          icon={IconPackage}
          title={t('orders.pastLastPageTitle', { page })}
          message={t('orders.pastLastPageMessage', { count: pagination.total, last: pagination.totalPages })}
          action={
            <Button onClick={() => onPageChange(pagination.totalPages)}>
              {t('orders.goToLastPage', { last: pagination.totalPages })}
            </Button>
          }
        />
      ) : orders.length === 0 && isFiltered ? (
        <EmptyState
          icon={IconSearch}
          title={t('orders.filters.noMatchTitle')}
          message={t('orders.filters.noMatchMessage')}
          action={
            <Button variant="default" onClick={onClearFilters}>
              {t('orders.filters.clearFilters')}
            </Button>
          }
        />
      ) : orders.length === 0 ? (
        <EmptyState
          icon={IconPackage}
          title={t('orders.emptyTitle')}
          message={t('orders.emptyMessage')}
          action={emptyActions}
        />
      ) : (
        <OrderCards orders={orders} />
      )}
      {pagination ? <ListPagination page={page} totalPages={pagination.totalPages} onChange={onPageChange} /> : null}
    </Stack>
  );
}

/** The cards a phone's first screen shows: drawn at once with the list. */
const FIRST_CARDS = 4;

/**
 * A page's order cards: the first screenful in the render that brings the page, the rest in a later
 * render React can pause between cards, so a phone's main thread is never held for a whole page of
 * cards (issue 35: drawing 25 cards at once was the order list's longest task). A new page is drawn
 * the same way while the current one stays on screen.
 */
function OrderCards({ orders }: { orders: OrderListItem[] }) {
  const shown = useDeferredValue(orders, orders.slice(0, FIRST_CARDS));
  return shown.map((order) => <OrderCard key={order.uuid} order={order} />);
}
