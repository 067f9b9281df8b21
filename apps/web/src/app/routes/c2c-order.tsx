import { Alert, Grid, Tabs } from '@mantine/core';
import { IconInfoCircle, IconTruckDelivery, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { OrderCheckout } from '../../screens/c2c-order/components/order-checkout.tsx';
import { OrderMain } from '../../screens/c2c-order/components/order-main.tsx';
import { MobileOrderBar } from '../../screens/c2c-order/components/place-order-button.tsx';
import { useOrderScreen } from '../../screens/c2c-order/hooks/use-order-screen.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

function DomesticOrder() {
  const screen = useOrderScreen();
  return (
    <>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <OrderMain screen={screen} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <OrderCheckout screen={screen} />
        </Grid.Col>
      </Grid>
      <MobileOrderBar screen={screen} />
    </>
  );
}

/**
 * The C2C order screen (spec 1 section 2): a domestic and a global tab. Cross-border orders
 * (declarations, customs, pccc) arrive with their own issue; the global tab says so.
 */
export function C2cOrderRoute() {
  const { t } = useTranslation();
  usePageTitle(t('c2cOrder.pageTitle'));
  const [tab, setTab] = useState<string | null>('domestic');
  return (
    <>
      <PageHeader title={t('c2cOrder.pageTitle')} description={t('c2cOrder.pageSubtitle')} />
      <Tabs value={tab} onChange={setTab} keepMounted={false} mb="lg">
        <Tabs.List>
          <Tabs.Tab value="domestic" leftSection={<IconTruckDelivery size={18} aria-hidden />}>
            {t('c2cOrder.tabs.domestic')}
          </Tabs.Tab>
          <Tabs.Tab value="global" leftSection={<IconWorld size={18} aria-hidden />}>
            {t('c2cOrder.tabs.global')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="domestic" pt="lg">
          <DomesticOrder />
        </Tabs.Panel>
        <Tabs.Panel value="global" pt="lg">
          <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title={t('c2cOrder.globalTitle')}>
            {t('c2cOrder.globalBody')}
          </Alert>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
