import { Alert, Anchor, Grid, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { IconArrowLeft, IconClock, IconFileSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { memo, type ReactNode, useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CopyCodeButton } from '../../components/ui/copy-code-button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { paths } from '../../config/paths.ts';
import { CallCentreLink } from '../../features/content/components/call-centre-link.tsx';
import { OrderDeclaredGoods } from '../../features/declarations/components/order-declared-goods.tsx';
import { orderDetailQueryOptions, useOrderDetail } from '../../features/orders/api/get-order-detail.ts';
import { payRecharge } from '../../features/orders/api/pay-recharge.ts';
import { CargoBooking } from '../../features/orders/components/cargo-booking.tsx';
import { OrderAdjustments, type PayRecharge } from '../../features/orders/components/order-adjustments.tsx';
import { OrderCancelAction } from '../../features/orders/components/order-cancel-action.tsx';
import { OrderFeeSummaryTable } from '../../features/orders/components/order-fee-summary.tsx';
import { OrderGoods } from '../../features/orders/components/order-goods.tsx';
import { OrderParties } from '../../features/orders/components/order-parties.tsx';
import { OrderPaymentCard } from '../../features/orders/components/order-payment-card.tsx';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge.tsx';
import { TrackingTimeline } from '../../features/orders/components/tracking-timeline.tsx';
import { WaybillButton } from '../../features/orders/components/waybill-button.tsx';
import { useOrderLiveUpdates } from '../../features/orders/hooks/use-order-live-updates.ts';
import { GatewayReturnAlert } from '../../features/payments/components/gateway-return-alert.tsx';
import { gatewayReturnOf } from '../../features/payments/gateway-return.ts';
import { isAllowedPaymentUrl } from '../../features/payments/payment-hand-off.ts';
import { siteConfigQueryOptions } from '../../features/site-config/api/get-site-config.ts';
import { ApiError } from '../../lib/api-client-error.ts';
import { useTimeFormat } from '../../lib/format-time.ts';
import { useMoney } from '../../lib/use-money.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

/** One order (spec 2 section 2, Order detail): status, parties, journey, payment with its QR code, goods, fees. */
export function OrderDetailRoute() {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const { id = '' } = useParams();
  const order = useOrderDetail(id);
  // The detail is a long page: rendered from a deferred copy, React draws it in a transition, in
  // slices, rather than in one task that holds a phone's main thread (issue 35: 225 ms at 4×).
  const shownOrder = useDeferredValue(order.data);
  const queryClient = useQueryClient();
  // Back from VNPay after paying a recharge: its signed result is in the query.
  const gatewayReturn = gatewayReturnOf(useSearchParams()[0]);
  const refreshOrder = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(id).queryKey }),
    [queryClient, id],
  );

  /** The wallet pays at once; VNPay's page is opened only on an origin the server allows. */
  const payOrderRecharge: PayRecharge = useCallback(
    async (adjustment, paymentMethod) => {
      const started = await payRecharge(id, { adjustmentId: adjustment.id, paymentMethod });
      if (started.paymentUrl) {
        const { paymentOrigins } = await queryClient.fetchQuery(siteConfigQueryOptions());
        if (!isAllowedPaymentUrl(started.paymentUrl, paymentOrigins)) throw new Error(t('wallet.topup.unsafeUrl'));
        window.location.assign(started.paymentUrl);
        return;
      }
      const amount = formatMoney(started.payment.amount, started.payment.currency);
      notifications.show({ color: 'teal', message: t('orders.recharge.paidFromWallet', { amount }) });
      refreshOrder();
    },
    [id, queryClient, t, formatMoney, refreshOrder],
  );
  // A journey that is over sends nothing more.
  const status = order.data?.status;
  useOrderLiveUpdates(id, status !== undefined && status !== 'CANCELLED' && status !== 'DONE');
  usePageTitle(order.data ? t('orders.detail.title', { code: order.data.orderId }) : t('orders.title'));

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.account.orders.getHref()} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('orders.detail.back')}
        </Group>
      </Anchor>
      {gatewayReturn ? (
        <GatewayReturnAlert gatewayReturn={gatewayReturn} texts="orders.recharge" onPaid={refreshOrder} />
      ) : null}
      {order.isError ? (
        order.error instanceof ApiError && order.error.status === 404 ? (
          <EmptyState
            icon={IconFileSearch}
            title={t('orders.detail.notFoundTitle')}
            message={order.error.message}
            action={<CallCentreLink />}
          />
        ) : (
          <QueryErrorState title={t('orders.detail.loadFailed')} query={order} />
        )
      ) : shownOrder ? (
        <OrderDetailView order={shownOrder} isRefreshing={order.isFetching} onPayRecharge={payOrderRecharge} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}

type DetailViewProps = { order: OrderDetail; isRefreshing: boolean; onPayRecharge: PayRecharge };

/** Memoised: while a newer copy of the order renders in the background, the one on screen is not drawn again. */
const OrderDetailView = memo(function OrderDetailView({ order, isRefreshing, onPayRecharge }: DetailViewProps) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  return (
    <>
      <Stack gap={6}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap={4} wrap="wrap">
            <Title order={1} size="h2" c="navy.9">
              {t('orders.detail.title', { code: order.orderId })}
            </Title>
            <CopyCodeButton code={order.orderId} />
          </Group>
          <OrderStatusBadge statusName={order.statusName} awaitingPayment={order.awaitingPayment} />
        </Group>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Text c="dimmed" size="sm">
            {t('orders.detail.placedAt', { time: time.instant(order.createdAt) })}
          </Text>
          <Group gap="sm" wrap="wrap" align="flex-start">
            {order.status !== 'CANCELLED' ? <WaybillButton order={order} /> : null}
            <OrderCancelAction order={order} isLoading={isRefreshing} />
          </Group>
        </Group>
      </Stack>
      {order.status === 'SENDING' && order.bookingShipperTime ? (
        <Alert color="blue" icon={<IconClock size={20} aria-hidden />}>
          {t('orders.detail.bookingNotice', { time: time.instant(order.bookingShipperTime) })}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {order.cargoBooking ? (
              <Section title={t('orders.cargoBooking.title')} id="order-cargo-booking">
                <CargoBooking order={order} booking={order.cargoBooking} />
              </Section>
            ) : null}
            <Section title={t('orders.detail.tracking')} id="order-tracking">
              <TrackingTimeline lines={order.trackingInfoVenus} />
            </Section>
            <Section title={t('orders.detail.goods')} id="order-goods">
              <OrderGoods order={order} />
              {order.note ? (
                <Text size="sm" mt="sm">
                  <Text span fw={600}>
                    {t('orders.detail.note')}:
                  </Text>{' '}
                  {order.note}
                </Text>
              ) : null}
            </Section>
            {order.goodsInfo.length > 0 ? (
              <Section title={t('declarations.listTitle')} id="order-declared-goods">
                <OrderDeclaredGoods items={order.goodsInfo} />
              </Section>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Section title={t('orders.detail.parties')} titleHidden id="order-parties">
              <OrderParties order={order} />
            </Section>
            <Section title={t('orders.detail.payment')} id="order-payment">
              <OrderPaymentCard order={order} />
            </Section>
            <Section title={t('orders.detail.summary')} id="order-summary">
              <OrderFeeSummaryTable fees={order.fees} />
            </Section>
            {order.adjustments.length > 0 ? (
              <Section title={t('orders.adjustments.title')} id="order-adjustments">
                <OrderAdjustments order={order} onPay={onPayRecharge} />
              </Section>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
});

type SectionProps = { title: string; id: string; titleHidden?: boolean; children: ReactNode };

/** A card of the detail with its heading, named for screen readers. */
function Section({ title, id, titleHidden = false, children }: SectionProps) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      {titleHidden ? (
        <VisuallyHidden>
          <h2 id={id}>{title}</h2>
        </VisuallyHidden>
      ) : (
        <Title order={2} size="h4" c="navy.9" mb="md" id={id}>
          {title}
        </Title>
      )}
      {children}
    </Paper>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={32} width="45%" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={320} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={320} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
