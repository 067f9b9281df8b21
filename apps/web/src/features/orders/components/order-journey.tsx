import { Anchor, Badge, Divider, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { OrderOffice } from '@skyparcel/domain/order-contracts';
import { IconClock, IconExternalLink, IconMapPin, IconPhone, IconPlaneTilt } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconDetail } from '../../../components/ui/icon-detail.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import type { NewOrder } from '../../../lib/new-order.ts';
import { DetailRow } from './detail-row.tsx';

/** The two provinces' names in the UI language (the page looks them up; the order's own names otherwise). */
export type RouteNames = { origin: string; destination: string };

type Props = { order: NewOrder; routeNames: RouteNames | null };

/**
 * Where the parcel goes and when it is expected, and the post offices of P sides with what the
 * customer needs to get there: all as the server recorded the order, not as the browser had it.
 */
export function OrderJourney({ order, routeNames }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { route, estDateTime, senderOffice, receiverOffice } = order;
  if (!route && !estDateTime && !senderOffice && !receiverOffice) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm" mt="xl">
      <Title order={2} size="h5" c="navy.9" id={titleId}>
        {t('orderConfirmation.journeyTitle')}
      </Title>
      <RouteFacts order={order} routeNames={routeNames} />
      {senderOffice ? <OfficeDetails title={t('orderConfirmation.senderOffice')} office={senderOffice} /> : null}
      {receiverOffice ? <OfficeDetails title={t('orderConfirmation.receiverOffice')} office={receiverOffice} /> : null}
    </Stack>
  );
}

function RouteFacts({ order, routeNames }: Props) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const { route, estDateTime } = order;
  const names =
    routeNames ?? (route && { origin: route.origin.provinceName, destination: route.destination.provinceName });
  return (
    <Stack gap={0} px="md" py={4} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      {names ? (
        <DetailRow label={t('orderConfirmation.route')}>
          <Text fw={600} ta="right" data-testid="confirmation-route">
            {`${names.origin} → ${names.destination}`}
          </Text>
        </DetailRow>
      ) : null}
      {route?.flight ? (
        <Group gap={6} wrap="nowrap" pb={10} c="dark.4">
          <IconPlaneTilt size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" data-testid="confirmation-flight">
            {t('orderConfirmation.flight', {
              number: route.flight.flightNumber,
              from: route.flight.origin,
              to: route.flight.destination,
              time: time.instant(route.flight.departureAt, 'dayTime'),
            })}
          </Text>
        </Group>
      ) : null}
      {names && estDateTime ? <Divider /> : null}
      {estDateTime ? (
        <DetailRow label={t('orderConfirmation.arrival')}>
          <Text fw={600} ta="right" data-testid="confirmation-arrival">
            {time.instant(estDateTime)}
          </Text>
        </DetailRow>
      ) : null}
    </Stack>
  );
}

/** OpenStreetMap centred on the office, with a marker (the project already credits OSM). */
export function openStreetMapUrl({ latitude, longitude }: Pick<OrderOffice, 'latitude' | 'longitude'>): string {
  const query = new URLSearchParams({ mlat: String(latitude), mlon: String(longitude) });
  return `https://www.openstreetmap.org/?${query}#map=17/${latitude}/${longitude}`;
}

function OfficeDetails({ title, office }: { title: string; office: OrderOffice }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const titleId = useId();
  const { workHourStart, workHourEnd, phone } = office;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap={6}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" id={titleId}>
          {title}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} c="navy.9">
            {office.name}
          </Text>
          <Badge variant="outline" color="gray.7" radius="sm" tt="none">
            {office.code}
          </Badge>
        </Group>
        <IconDetail icon={IconMapPin}>{office.address}</IconDetail>
        {workHourStart && workHourEnd ? (
          <IconDetail icon={IconClock}>
            {t('orderConfirmation.officeHours', { start: time.clock(workHourStart), end: time.clock(workHourEnd) })}
          </IconDetail>
        ) : null}
        {phone ? (
          <IconDetail icon={IconPhone}>
            <Anchor href={`tel:${phone}`} size="sm">
              {phone}
            </Anchor>
          </IconDetail>
        ) : null}
        <Anchor href={openStreetMapUrl(office)} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
          <Group gap={4} wrap="nowrap" component="span">
            {t('orderConfirmation.openMap')}
            <VisuallyHidden component="span">{` ${office.name} ${t('orderConfirmation.opensInNewTab')}`}</VisuallyHidden>
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
