import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { confirmationOutcome, confirmationSubtitle, serverPaymentOutcome } from '@skyparcel/domain/confirmation-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useProvinceName } from '../../features/locations/hooks/use-province-name.ts';
import { OrderConfirmationCard } from '../../features/orders/components/order-confirmation-card.tsx';
import type { RouteNames } from '../../features/orders/components/order-journey.tsx';
import { useNewOrder } from '../../features/orders/hooks/use-new-order.ts';
import { gatewayReturnOf } from '../../features/payments/gateway-return.ts';
import { useConfirmedPayment } from '../../features/payments/hooks/use-confirmed-payment.ts';
import type { NewOrder } from '../../lib/new-order.ts';
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
  // What the query string claims (spec 1 section 4); when the server's record says otherwise, the page says why.
  const claimed = confirmationOutcome({
    paymentType: searchParams.get('paymentType'),
    paymentSuccess: searchParams.get('paymentSuccess'),
    responseCode: searchParams.get('vnp_ResponseCode'),
  });
  const notice = payment.invalidReturn
    ? t('errors.PAYMENT_RESULT_INVALID')
    : claimed !== outcome && outcome !== 'pending'
      ? t('orderConfirmation.statusNotice')
      : null;
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
        subtitle={confirmationSubtitle(order, now)}
        routeNames={routeNames}
      />
    </Stack>
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

/** The route's provinces named in the current language, so a language switch renames them too. */
function useRouteNames(order: NewOrder | null): RouteNames | null {
  const origin = useProvinceName(order?.route?.origin);
  const destination = useProvinceName(order?.route?.destination);
  return origin && destination ? { origin, destination } : null;
}
