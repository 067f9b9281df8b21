import { Center } from '@mantine/core';
import { confirmationOutcome, confirmationSubtitle } from '@skyparcel/domain/confirmation-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useProvinceName } from '../../features/locations/hooks/use-province-name.ts';
import { OrderConfirmationCard } from '../../features/orders/components/order-confirmation-card.tsx';
import type { RouteNames } from '../../features/orders/components/order-journey.tsx';
import { useNewOrder } from '../../features/orders/hooks/use-new-order.ts';
import type { NewOrder } from '../../lib/new-order.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

/**
 * Where a placed order lands, also on return from the bank (spec 2 section 2 "Order confirmation"):
 * the outcome comes from the query, the order from sessionStorage; without an order, go home.
 */
export function OrderConfirmationRoute() {
  const { t } = useTranslation();
  usePageTitle(t('orderConfirmation.pageTitle'));
  const [searchParams] = useSearchParams();
  const order = useNewOrder();
  const [now] = useState(() => new Date());
  const routeNames = useRouteNames(order);
  if (!order) return <Navigate to={paths.home.getHref()} replace />;
  const outcome = confirmationOutcome({
    paymentType: searchParams.get('paymentType'),
    paymentSuccess: searchParams.get('paymentSuccess'),
    responseCode: searchParams.get('vnp_ResponseCode'),
  });
  return (
    <Center py={{ base: 0, sm: 'md' }}>
      <OrderConfirmationCard
        order={order}
        outcome={outcome}
        subtitle={confirmationSubtitle(order, now)}
        routeNames={routeNames}
      />
    </Center>
  );
}

/** The route's provinces named in the current language, so a language switch renames them too. */
function useRouteNames(order: NewOrder | null): RouteNames | null {
  const origin = useProvinceName(order?.route?.origin);
  const destination = useProvinceName(order?.route?.destination);
  return origin && destination ? { origin, destination } : null;
}
