import { Alert, Grid, Tabs } from '@mantine/core';
import { IconInfoCircle, IconTruckDelivery, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint, PageHeader } from '../../components/ui/page-header.tsx';
import { OrderCheckout } from '../../screens/c2c-order/components/order-checkout.tsx';
import { OrderMain } from '../../screens/c2c-order/components/order-main.tsx';
import { MobileOrderBar } from '../../screens/c2c-order/components/place-order-button.tsx';
import { leaveBorder, setScope } from '../../screens/c2c-order/draft.ts';
import { useOrderScreen } from '../../screens/c2c-order/hooks/use-order-screen.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

/**
 * The C2C order screen (spec 1 section 2): one form, two tabs. The tab sets the order type; an
 * address in Korea makes the order global whatever the tab (spec 1 section 4), and going back to
 * the domestic tab lets go of it, so the customer picks addresses in Vietnam again.
 */
export function C2cOrderRoute() {
  const { t } = useTranslation();
  usePageTitle(t('c2cOrder.pageTitle'));
  const screen = useOrderScreen();
  const { draft, update } = screen;
  const chooseTab = (tab: string | null) => {
    if (tab === 'domestic' && screen.isGlobal) update(leaveBorder);
    else if (tab === 'global') update(setScope, 'GLOBAL');
  };
  return (
    <>
      <PageHeader title={t('c2cOrder.pageTitle')} description={t('c2cOrder.pageSubtitle')} />
      <AfterFirstPaint>
        <Tabs value={screen.isGlobal ? 'global' : 'domestic'} onChange={chooseTab} mb="lg">
          <Tabs.List>
            <Tabs.Tab value="domestic" leftSection={<IconTruckDelivery size={18} aria-hidden />}>
              {t('c2cOrder.tabs.domestic')}
            </Tabs.Tab>
            <Tabs.Tab value="global" leftSection={<IconWorld size={18} aria-hidden />}>
              {t('c2cOrder.tabs.global')}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {screen.needsKoreanAddress ? (
          <Alert
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            mb="lg"
            title={t('c2cOrder.globalTitle')}
          >
            {t('c2cOrder.globalBody')}
          </Alert>
        ) : null}
        <Grid gap="lg" align="flex-start" key={draft.details.scope}>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <OrderMain screen={screen} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <OrderCheckout screen={screen} />
          </Grid.Col>
        </Grid>
        <MobileOrderBar screen={screen} />
      </AfterFirstPaint>
    </>
  );
}
