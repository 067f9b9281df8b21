import { Button, Group, Tabs } from '@mantine/core';
import { ORDER_LIST_TAB_NAMES, type OrderListTab } from '@skyparcel/domain/tracking-rules';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { CallCentreLink } from '../../features/content/components/call-centre-link.tsx';
import { useOrders } from '../../features/orders/api/list-orders.ts';
import { OrderList } from '../../features/orders/components/order-list.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import classes from './my-orders.module.css';

function tabOf(value: string | null): OrderListTab {
  return ORDER_LIST_TAB_NAMES.find((tab) => tab === value) ?? 'ALL';
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The order history (spec 2 section 2, Order list): status tabs in the URL, a page of orders, paging. */
export function MyOrdersRoute() {
  const { t } = useTranslation();
  usePageTitle(t('orders.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('type'));
  const page = pageOf(searchParams.get('page'));
  const orders = useOrders(tab, page);

  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.description')} />
      <Tabs
        value={tab}
        onChange={(value) => void navigate(paths.account.orders.getHref(tabOf(value)))}
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
      <OrderList
        query={orders}
        page={page}
        onPageChange={(next) => void navigate(paths.account.orders.getHref(tab, next))}
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
