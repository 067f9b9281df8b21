import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type ConfirmationOutcome,
  type ConfirmationSubtitle,
  canPrintWaybill,
  type PaymentFailure,
} from '@skyparcel/domain/confirmation-rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyableCode } from '../../../components/ui/copyable-code.tsx';
import { paths } from '../../../config/paths.ts';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { type NewOrder, orderAmounts } from '../../../lib/new-order.ts';
import { restorePlacedDraft } from '../../../lib/order-draft.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { paymentMethodName } from '../payment-method-name.ts';
import { DetailRow } from './detail-row.tsx';
import { OrderJourney, type RouteNames } from './order-journey.tsx';
import { OutcomeIllustration } from './outcome-illustration.tsx';
import { WaybillButton } from './waybill-button.tsx';

function useSubtitleText(subtitle: ConfirmationSubtitle, failure: PaymentFailure | null): string {
  const { t } = useTranslation();
  const time = useTimeFormat();
  if (failure) return t(`orderConfirmation.failure.${failure}`);
  if (subtitle.kind === 'withinMinutes') {
    return t('orderConfirmation.withinMinutes', { duration: time.minutes(subtitle.minutes) });
  }
  if (subtitle.kind === 'before') return t('orderConfirmation.before', { time: time.instant(subtitle.at) });
  return t('orderConfirmation.thanks');
}

type Props = {
  order: NewOrder;
  outcome: ConfirmationOutcome;
  /** Why the payment failed, when it did: the page says which failure and what to do. */
  failure: PaymentFailure | null;
  subtitle: ConfirmationSubtitle;
  routeNames: RouteNames | null;
};

/**
 * The result of placing an order: what happened, the code, how it is paid, the journey with its
 * post offices, and where to go next.
 */
export function OrderConfirmationCard({ order, outcome, failure, subtitle, routeNames }: Props) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const subtitleText = useSubtitleText(subtitle, outcome === 'failed' ? (failure ?? 'declined') : null);
  const { paid, conversion } = orderAmounts(order);
  const orderPage = order.platform === 'cargo' ? paths.cargoOrder.getHref() : paths.c2cOrder.getHref();
  const methodName = paymentMethodName(t, order.paymentMethod, order.platform);
  const isSuccess = outcome === 'success';
  return (
    <Paper
      component="section"
      aria-labelledby="confirmation-title"
      withBorder
      radius="lg"
      shadow="sm"
      p={{ base: 'lg', sm: 40 }}
      maw={560}
      w="100%"
      mx="auto"
    >
      <Stack align="center" gap="md" ta="center">
        <OutcomeIllustration outcome={outcome} />
        <Title order={1} size="h2" c="navy.9" id="confirmation-title" mt="sm">
          {t(isSuccess ? 'orderConfirmation.successTitle' : 'orderConfirmation.failedTitle')}
        </Title>
        <Text c="dark.4" maw={420} data-testid="confirmation-subtitle">
          {subtitleText}
        </Text>
        {isSuccess ? null : (
          <Text c="dark.4" size="sm" maw={420}>
            {t('orderConfirmation.failedKept')}
          </Text>
        )}
      </Stack>

      <Stack
        gap={0}
        mt="xl"
        px={{ base: 0, sm: 'md' }}
        py={4}
        bg="gray.0"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Stack gap={0} px="md">
          <DetailRow label={t('orderConfirmation.orderCode')}>
            <Group gap={2} wrap="nowrap" ml="auto">
              <CopyableCode code={order.orderId} />
              {canPrintWaybill(order) ? <WaybillButton order={order} compact /> : null}
            </Group>
          </DetailRow>
          <Divider />
          {order.airWaybillNumber ? (
            <>
              <DetailRow label={t('orders.cargoBooking.airWaybill')}>
                <CopyableCode code={order.airWaybillNumber} />
              </DetailRow>
              <Divider />
            </>
          ) : null}
          {methodName ? (
            <>
              <DetailRow label={t('orderConfirmation.paymentMethod')}>
                <Text fw={600} ta="right">
                  {methodName}
                </Text>
              </DetailRow>
              <Divider />
            </>
          ) : null}
          <DetailRow label={t('orderConfirmation.total')}>
            <Stack gap={0} align="flex-end" ml="auto">
              <Text fw={700} size="lg" c="navy.8" data-testid="confirmation-total">
                {formatMoney(paid.amount, paid.currency)}
              </Text>
              {conversion ? (
                <Text size="xs" c="dark.4" data-testid="confirmation-conversion">
                  {t('orderConfirmation.inDong', { amount: formatMoney(conversion.amount, conversion.currency) })}
                </Text>
              ) : null}
            </Stack>
          </DetailRow>
        </Stack>
      </Stack>

      {isSuccess ? <OrderJourney order={order} routeNames={routeNames} /> : null}

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xl">
        {isSuccess ? (
          <>
            <Button component={Link} to={orderPage} variant="default" size="md">
              {t('orderConfirmation.placeNewOrder')}
            </Button>
            <Button component={Link} to={paths.account.orderDetail.getHref(order.uuid)} size="md">
              {t('orderConfirmation.orderDetail')}
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to={orderPage} variant="default" size="md">
              {t('orderConfirmation.newOrder')}
            </Button>
            <Button component={Link} to={orderPage} size="md" onClick={() => restorePlacedDraft(order.uuid)}>
              {t('orderConfirmation.tryAgain')}
            </Button>
          </>
        )}
      </SimpleGrid>
    </Paper>
  );
}
