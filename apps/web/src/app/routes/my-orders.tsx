import { Button, Group, Tabs } from '@mantine/core';
import { ORDER_LIST_TAB_NAMES, type OrderListTab } from '@skyparcel/domain/tracking-rules';
import { IconTableImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { CallCentreLink } from '../../features/content/components/call-centre-link.tsx';
import { type OrderListFilter, useOrders } from '../../features/orders/api/list-orders.ts';
import { OrderList, type OrderListProps } from '../../features/orders/components/order-list.tsx';
import { OrderListFilters } from '../../features/orders/components/order-list-filters.tsx';
import { useOrderListParams } from '../../features/orders/hooks/use-order-list-params.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import classes from './my-orders.module.css';

/**
 * The order history (spec 2 section 2, Order list): status tabs, a search and a period in the URL
 * (issue 37), a page of orders, paging, and the filtered list's export.
 */
export function MyOrdersRoute() {
  const { t } = useTranslation();
  usePageTitle(t('orders.title'));
  const params = useOrderListParams();
  const { filter, page } = params;

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <PageHeader title={t('orders.title')} description={t('orders.description')} />
        <Button
          component={Link}
          to={paths.account.orderImport.getHref()}
          variant="light"
          leftSection={<IconTableImport size={18} aria-hidden />}
        >
          {t('orders.importOrders')}
        </Button>
      </Group>
      <Tabs
        value={filter.tab}
        onChange={(value) => params.setTab((value as OrderListTab | null) ?? 'ALL')}
        mb="md"
        keepMounted={false}
      >
        <Tabs.List aria-label={t('orders.tabsLabel')} className={classes.tabs}>
          {ORDER_LIST_TAB_NAMES.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`orders.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <OrderListFilters
        filter={filter}
        searchText={params.searchText}
        onSearchTextChange={params.setSearchText}
        onPeriodChange={params.setPeriod}
      />
      <OrdersOfFilter
        filter={filter}
        page={page}
        onPageChange={params.setPage}
        isFiltered={params.isFiltered}
        onClearFilters={params.clearFilters}
        emptyActions={
          <Group justify="center" gap="lg" mt="xs">
            {/* /order-bill in the spec is Cargo Direct, closed to personal accounts: ordering starts on the C2C screen (docs/decisions/order-history-and-the-journey.md). */}
            <Button component={Link} to={paths.c2cOrder.getHref()}>
              {t('orders.orderNow')}
            </Button>
            <CallCentreLink />
          </Group>
        }
      />
    </>
  );
}

/**
 * The list asks for its own page: a query's answer redraws whoever reads it at once (React's
 * useSyncExternalStore), and read here it redraws the list, not the page's tabs and filters (issue 35).
 */
function OrdersOfFilter({ filter, ...list }: Omit<OrderListProps, 'query'> & { filter: OrderListFilter }) {
  return <OrderList query={useOrders(filter, list.page)} {...list} />;
}
