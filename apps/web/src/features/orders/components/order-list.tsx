import { Button, Stack } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import type { OrdersPage } from '../api/list-orders.ts';
import { OrderCard } from './order-card.tsx';

type OrderListProps = {
  query: UseQueryResult<OrdersPage, Error>;
  page: number;
  onPageChange: (page: number) => void;
  /** What the empty list offers: ordering now and calling support (spec 2 section 2). */
  emptyActions: ReactNode;
};

/**
 * Loading, failed (with retry), empty, a page past the last one (the customer has orders, this page
 * has none: say so and offer the last page), or a page of order cards with paging when there is a total.
 */
export function OrderList({ query, page, onPageChange, emptyActions }: OrderListProps) {
  const { t } = useTranslation();
  if (query.isPending) return <CardListSkeleton />;
  if (query.isError) return <QueryErrorState title={t('orders.loadFailed')} query={query} />;
  const { orders, pagination } = query.data;
  return (
    <Stack gap="sm" aria-busy={query.isPlaceholderData}>
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
      ) : orders.length === 0 ? (
        <EmptyState
          icon={IconPackage}
          title={t('orders.emptyTitle')}
          message={t('orders.emptyMessage')}
          action={emptyActions}
        />
      ) : (
        orders.map((order) => <OrderCard key={order.uuid} order={order} />)
      )}
      {pagination ? <ListPagination page={page} totalPages={pagination.totalPages} onChange={onPageChange} /> : null}
    </Stack>
  );
}
