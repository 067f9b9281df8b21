import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DeskOrder } from '@skyparcel/domain/operations-contracts';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSection } from '../../components/ui/form-section.tsx';
import { paths } from '../../config/paths.ts';
import { useKilograms } from '../../features/operations/desk-format.ts';
import { DetailRow } from '../../features/orders/components/detail-row.tsx';
import { OrderStatusBadge } from '../../features/orders/components/order-status-badge.tsx';
import { TrackingTimeline } from '../../features/orders/components/tracking-timeline.tsx';
import { useTimeFormat } from '../../lib/format-time.ts';
import { useMoney } from '../../lib/use-money.ts';
import classes from './desk-order-view.module.css';
import { FlightMoveForm } from './flight-move-form.tsx';
import { NextSteps } from './next-steps.tsx';
import { NoShowAction } from './no-show-action.tsx';
import { SecurityCheckForm } from './security-check-form.tsx';

type DeskOrderViewProps = { desk: DeskOrder; hubName: string; headingRef: RefObject<HTMLHeadingElement | null> };

/** The scanned order: what it is, where it goes, what may be recorded next, and its journey. */
export function DeskOrderView({ desk, hubName, headingRef }: DeskOrderViewProps) {
  const { t } = useTranslation();
  const code = desk.order.orderId;
  // A new scan shows its order afresh (after the loader), with the focus on it, where the number keys record a step.
  useEffect(() => headingRef.current?.focus(), [headingRef]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" c="navy.9" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('hubDesk.orderHeading', { code })}
        </Title>
        <OrderStatusBadge statusName={desk.order.statusName} />
      </Group>
      <div className={classes.layout}>
        <div className={classes.facts}>
          <OrderFacts desk={desk} />
        </div>
        <Stack gap="md" className={classes.actions}>
          <NextSteps code={code} hubName={hubName} step={desk.step} kinds={desk.scans} />
          {desk.securityCheck ? (
            <SecurityCheckForm code={code} hubName={hubName} laterFlights={desk.laterFlights} />
          ) : null}
          {desk.flightMove ? <FlightMoveForm code={code} hubName={hubName} flights={desk.laterFlights} /> : null}
          {desk.noShow ? <NoShowAction code={code} /> : null}
        </Stack>
        <div className={classes.journey}>
          <FormSection isCompact level={3} title={t('hubDesk.journey')}>
            <TrackingTimeline lines={desk.order.trackingInfoVenus} />
          </FormSection>
        </div>
      </div>
    </Stack>
  );
}

function OrderFacts({ desk }: { desk: DeskOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useTimeFormat();
  const kilograms = useKilograms();
  const { order, flight } = desk;
  const measureOf = (measure: { weight: number; dimension: string }) =>
    t('hubDesk.weightAndSize', { weight: kilograms(measure.weight), dimension: measure.dimension });
  return (
    <Paper withBorder radius="md" px={{ base: 'md', sm: 'lg' }} py="xs">
      <DetailRow label={t('hubDesk.product')}>
        <Fact>{order.orderDetails[0]?.productName ?? ''}</Fact>
      </DetailRow>
      <DetailRow label={t('hubDesk.receiver')}>
        <Fact>{`${order.toName} · ${order.receiverAddress}`}</Fact>
      </DetailRow>
      <DetailRow label={t('hubDesk.route')}>
        <Fact>{`${order.route.origin.provinceName} → ${order.route.destination.provinceName}`}</Fact>
      </DetailRow>
      <DetailRow label={t('hubDesk.declared')}>
        <Fact>{measureOf(order.declared)}</Fact>
      </DetailRow>
      {order.measured ? (
        <DetailRow label={t('hubDesk.measured')}>
          <Fact>{measureOf(order.measured)}</Fact>
        </DetailRow>
      ) : null}
      <DetailRow label={t('hubDesk.total')}>
        <Fact isStrong>{money(order.amount, order.currency)}</Fact>
      </DetailRow>
      <DetailRow label={t('hubDesk.flight')}>
        {flight ? (
          <Stack gap={0} align="flex-end">
            <Fact>
              {t('hubDesk.flightLine', {
                flight: flight.flightNumber,
                departure: time.instant(flight.departureAt, 'dayTime'),
              })}
            </Fact>
            <Text size="xs" c="dark.4">
              {t('hubDesk.flightLoad', {
                remaining: kilograms(flight.remaining),
                capacity: kilograms(flight.capacity),
              })}
            </Text>
            <Anchor
              component={Link}
              size="xs"
              to={paths.ops.flights.getHref({ date: vietnamDay(new Date(flight.departureAt)), flight: flight.id })}
            >
              {t('hubDesk.flightManifest', { flight: flight.flightNumber })}
            </Anchor>
          </Stack>
        ) : (
          <Fact>{t('hubDesk.noFlight')}</Fact>
        )}
      </DetailRow>
    </Paper>
  );
}

function Fact({ children, isStrong = false }: { children: string; isStrong?: boolean }) {
  return (
    <Text size="sm" fw={isStrong ? 700 : 500} ta="right" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}
