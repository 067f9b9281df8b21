import { Alert, Button, Center, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  claimedOutcome,
  confirmationSubtitle,
  paymentFailureOf,
  serverPaymentOutcome,
} from '@skyparcel/domain/confirmation-rules';
import type { OrderPayment, VirtualAccount } from '@skyparcel/domain/payment-contracts';
import { KOREA_TIME_ZONE } from '@skyparcel/domain/time-zones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CopyableCode } from '../../components/ui/copyable-code.tsx';
import { paths } from '../../config/paths.ts';
import { useProvinceName } from '../../features/locations/hooks/use-province-name.ts';
import { useOrderDetail } from '../../features/orders/api/get-order-detail.ts';
import { CargoBooking } from '../../features/orders/components/cargo-booking.tsx';
import { OrderConfirmationCard } from '../../features/orders/components/order-confirmation-card.tsx';
import type { RouteNames } from '../../features/orders/components/order-journey.tsx';
import { useNewOrder } from '../../features/orders/hooks/use-new-order.ts';
import { gatewayReturnOf } from '../../features/payments/gateway-return.ts';
import { useConfirmedPayment } from '../../features/payments/hooks/use-confirmed-payment.ts';
import type { NewOrder } from '../../lib/new-order.ts';
import { useMoney } from '../../lib/use-money.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

/**
 * Where a placed order lands, also on return from the bank (spec 2 section 2 "Order confirmation"):
 * the order from sessionStorage (without one, go home), the outcome from the server's record of its
 * payment, never from the query string alone (a bank's signed result in it is passed on first).
 */
export function OrderConfirmationRoute() {
  const { t } = useTranslation();
  usePageTitle(t('orderConfirmation.pageTitle'));
  const [searchParams] = useSearchParams();
  const order = useNewOrder();
  const [now] = useState(() => new Date());
  const routeNames = useRouteNames(order);
  const gatewayReturn = gatewayReturnOf(searchParams);
  const payment = useConfirmedPayment(order?.uuid, gatewayReturn);
  if (!order) return <Navigate to={paths.home.getHref()} replace />;
  if (payment.isPending) return <PaymentState busy title={t('orderConfirmation.checking')} />;
  if (payment.isError) {
    return (
      <PaymentState title={t('orderConfirmation.checkFailed')}>
        <Button onClick={() => void payment.refetch()} loading={payment.isFetching}>
          {t('orderConfirmation.retry')}
        </Button>
      </PaymentState>
    );
  }
  const outcome = serverPaymentOutcome(payment.data);
  // What the query string claims, if anything (spec 1 section 4); when the server's record says otherwise, the page says why.
  const claimed = claimedOutcome({
    paymentType: searchParams.get('paymentType'),
    paymentSuccess: searchParams.get('paymentSuccess'),
    responseCode: searchParams.get('vnp_ResponseCode'),
    impSuccess: searchParams.get('imp_success'),
  });
  const notice = payment.invalidReturn
    ? t('errors.PAYMENT_RESULT_INVALID')
    : claimed !== null && claimed !== outcome && outcome !== 'pending'
      ? t('orderConfirmation.statusNotice')
      : null;
  if (outcome === 'pending' && payment.data.virtualAccount) {
    return <VirtualAccountState order={order} payment={payment.data} account={payment.data.virtualAccount} />;
  }
  if (outcome === 'pending') {
    return (
      <PaymentState busy title={t('orderConfirmation.pendingTitle')}>
        <Text c="dark.4">{t('orderConfirmation.pendingSubtitle')}</Text>
      </PaymentState>
    );
  }
  return (
    <Stack py={{ base: 0, sm: 'md' }} gap="md" align="center">
      {notice ? (
        <Alert color="yellow" maw={560} w="100%" role="status">
          {notice}
        </Alert>
      ) : null}
      <OrderConfirmationCard
        order={order}
        outcome={outcome}
        failure={outcome === 'failed' ? paymentFailureOf(payment.data) : null}
        subtitle={confirmationSubtitle(order, now)}
        routeNames={routeNames}
      />
      {order.platform === 'cargo' && outcome === 'success' ? <CargoBookingFacts uuid={order.uuid} /> : null}
    </Stack>
  );
}

/**
 * A Cargo Direct booking confirmed with what happens next (issue 34 item 10): the flight, where
 * and by when to bring the goods, where to collect them, and until when it cancels free of charge.
 */
function CargoBookingFacts({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const detail = useOrderDetail(uuid);
  const frame = { withBorder: true, radius: 'lg', p: 'lg', maw: 560, w: '100%' } as const;
  if (detail.isPending) return <Skeleton h={220} radius="lg" maw={560} w="100%" aria-label={t('common.loading')} />;
  if (detail.isError || !detail.data.cargoBooking) {
    return (
      <Alert color="red" variant="light" role="alert" maw={560} w="100%">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('orderConfirmation.bookingFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void detail.refetch()} loading={detail.isFetching}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Paper component="section" aria-labelledby="cargo-booking-title" {...frame}>
      <Title order={2} size="h4" c="navy.9" id="cargo-booking-title" mb="xs">
        {t('orders.cargoBooking.title')}
      </Title>
      <CargoBooking order={detail.data} booking={detail.data.cargoBooking} withAirWaybill={false} />
    </Paper>
  );
}

/** While the payment is checked, waits for the bank, or cannot be read: a short card, announced politely. */
function PaymentState({ busy, title, children }: { busy?: boolean; title: string; children?: React.ReactNode }) {
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" role="status" aria-live="polite">
        <Stack align="center" gap="md" ta="center">
          {busy ? <Loader aria-hidden /> : null}
          <Title order={1} size="h3" c="navy.9">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * A Korean virtual account issued for the order: which order, where to transfer, how much and by
 * when, and where to go meanwhile. Nothing spins: the customer has something to do, not to wait for.
 * The page keeps asking the server, so it turns into the paid confirmation once the transfer arrives.
 */
function VirtualAccountState({
  order,
  payment,
  account,
}: {
  order: NewOrder;
  payment: OrderPayment;
  account: VirtualAccount;
}) {
  const { t, i18n } = useTranslation();
  const formatMoney = useMoney();
  // A Korean bank's deadline, on Korean time with its zone named (the customer transfers in Korea).
  const due = account.dueAt
    ? new Intl.DateTimeFormat(i18n.language, {
        // dateStyle cannot be combined with timeZoneName, so the parts are named one by one.
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: KOREA_TIME_ZONE,
        timeZoneName: 'short',
      }).format(new Date(account.dueAt))
    : null;
  return (
    <PaymentState title={t('orderConfirmation.virtualAccountTitle')}>
      <Text c="dark.4">{t('orderConfirmation.virtualAccountSubtitle')}</Text>
      <Stack gap="xs" w="100%" component="dl" m={0}>
        <DetailLine label={t('orderConfirmation.orderCode')}>
          <CopyableCode code={order.orderId} />
        </DetailLine>
        <DetailLine label={t('orderConfirmation.virtualAccountBank')}>{account.bank}</DetailLine>
        <DetailLine label={t('orderConfirmation.virtualAccountNumber')}>
          <CopyableCode code={account.number} />
        </DetailLine>
        <DetailLine label={t('orderConfirmation.virtualAccountHolder')}>{account.holder}</DetailLine>
        <DetailLine label={t('orderConfirmation.total')}>{formatMoney(payment.amount, payment.currency)}</DetailLine>
        {due ? <DetailLine label={t('orderConfirmation.virtualAccountDue')}>{due}</DetailLine> : null}
      </Stack>
      <Button component={Link} to={paths.account.orderDetail.getHref(order.uuid)} fullWidth>
        {t('orderConfirmation.orderDetail')}
      </Button>
    </PaymentState>
  );
}

function DetailLine({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text component="dt" c="dark.4" size="sm" ta="left" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** The route's provinces named in the current language, so a language switch renames them too. */
function useRouteNames(order: NewOrder | null): RouteNames | null {
  const origin = useProvinceName(order?.route?.origin);
  const destination = useProvinceName(order?.route?.destination);
  return origin && destination ? { origin, destination } : null;
}
