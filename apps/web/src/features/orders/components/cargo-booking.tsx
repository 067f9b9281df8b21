import { Divider, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@skyparcel/domain/order-history-contracts';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../../components/ui/copyable-code.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { DetailRow } from './detail-row.tsx';

type Booking = NonNullable<OrderDetail['cargoBooking']>;
type Airport = Booking['departureAirport'];

/**
 * What a Cargo Direct customer must know before the flight (issue 34 item 10): the air waybill
 * number, the flight, where and by when to bring the goods, when they can be collected, and until
 * when the booking can be cancelled free of charge.
 */
export function CargoBooking({
  order,
  booking,
  withAirWaybill = true,
}: {
  order: OrderDetail;
  booking: Booking;
  /** False where the air waybill number is already shown (the confirmation card). */
  withAirWaybill?: boolean;
}) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const flight = order.route?.flight;
  const airport = (place: Airport) => t('orders.cargoBooking.airport', { place: place.placeName, code: place.code });
  const { cancelBefore } = order.cancellation;
  return (
    <Stack gap={0}>
      {withAirWaybill ? (
        <>
          <DetailRow label={t('orders.cargoBooking.airWaybill')}>
            {booking.airWaybillNumber ? (
              <CopyableCode code={booking.airWaybillNumber} />
            ) : (
              <Text size="sm">{t('orders.cargoBooking.airWaybillPending')}</Text>
            )}
          </DetailRow>
          <Divider />
        </>
      ) : null}
      {flight ? (
        <>
          <Fact label={t('orders.cargoBooking.flight')} testId="cargo-flight">
            {t('orders.cargoBooking.flightLine', {
              number: flight.flightNumber,
              from: booking.departureAirport.code,
              to: booking.arrivalAirport.code,
              time: time.instant(flight.departureAt),
            })}
          </Fact>
          <Divider />
        </>
      ) : null}
      <Fact label={t('orders.cargoBooking.dropOff')} testId="cargo-drop-off">
        {booking.dropOffBefore
          ? t('orders.cargoBooking.dropOffLine', {
              airport: airport(booking.departureAirport),
              time: time.instant(booking.dropOffBefore),
            })
          : airport(booking.departureAirport)}
      </Fact>
      <Divider />
      <Fact label={t('orders.cargoBooking.collect')} testId="cargo-collect">
        {t('orders.cargoBooking.collectLine', {
          airport: airport(booking.arrivalAirport),
          time: time.instant(order.minEndTime),
        })}
      </Fact>
      <Divider />
      <Fact label={t('orders.cargoBooking.freeCancel')} testId="cargo-free-cancel">
        {cancelBefore && order.cancellation.cancellable
          ? t('orders.cargoBooking.freeCancelUntil', { time: time.instant(cancelBefore) })
          : t('orders.cargoBooking.freeCancelOver')}
      </Fact>
    </Stack>
  );
}

/** A label over a sentence, which wraps under it. */
function Fact({ label, testId, children }: { label: string; testId: string; children: string }) {
  return (
    <Stack gap={2} py={10}>
      <Text c="dark.4" size="sm">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}
