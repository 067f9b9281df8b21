import { ActionIcon, Button, Group, Paper, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { OpsFlight } from '@skyparcel/domain/flight-manifest-contracts';
import { addDays } from '@skyparcel/domain/time-zones';
import { IconChevronLeft, IconChevronRight, IconPlaneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useDayFlights } from '../api/flights-api.ts';
import { useKilograms } from '../desk-format.ts';

type FlightsBoardProps = { date: string; onDate: (date: string) => void; onManifest: (flight: OpsFlight) => void };

/**
 * A day's flights, each with its load and a way to its manifest; a hub's clerk narrows them to the
 * airport the hub serves (kept in this browser, like the desk's hub).
 */
export function FlightsBoard({ date, onDate, onManifest }: FlightsBoardProps) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const flights = useDayFlights(date);
  const [origin, setOrigin] = useLocalStorage<string | null>({ key: 'skyparcel.ops.origin', defaultValue: null });
  const origins = [...new Set((flights.data ?? []).map((flight) => flight.origin))].sort();
  const shown = (flights.data ?? []).filter((flight) => !origin || flight.origin === origin);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="xs" wrap="nowrap" role="group" aria-label={t('opsFlights.day')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('opsFlights.dayPrevious')}
            onClick={() => onDate(addDays(date, -1))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Title order={2} size="h4" c="navy.9" miw={0} aria-live="polite">
            {time.day(date)}
          </Title>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('opsFlights.dayNext')}
            onClick={() => onDate(addDays(date, 1))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Select
          label={t('opsFlights.origin')}
          data={[
            { value: '', label: t('opsFlights.allOrigins') },
            ...origins.map((code) => ({ value: code, label: code })),
          ]}
          value={origin ?? ''}
          onChange={(value) => setOrigin(value || null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {flights.isPending ? (
        <LoadingState label={t('opsFlights.loading')} />
      ) : flights.isError ? (
        <QueryErrorState title={t('opsFlights.loadFailed')} query={flights} />
      ) : shown.length === 0 ? (
        <EmptyState icon={IconPlaneOff} title={t('opsFlights.emptyTitle')} message={t('opsFlights.emptyBody')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={flights.isPlaceholderData || undefined}>
          {shown.map((flight) => (
            <FlightCard key={flight.id} flight={flight} onManifest={() => onManifest(flight)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function FlightCard({ flight, onManifest }: { flight: OpsFlight; onManifest: () => void }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const kilograms = useKilograms();
  const share = flight.capacity > 0 ? (flight.booked / flight.capacity) * 100 : 100;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={flight.flightNumber}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} size="lg" c="navy.9">
            {flight.flightNumber}
          </Text>
          <Text fw={600} size="sm">{`${flight.origin} → ${flight.destination}`}</Text>
        </Group>
        <Text size="sm" c="dark.4">
          {`${t('opsFlights.departure')} ${time.instant(flight.departureAt, 'dayTime')}`}
        </Text>
        <Progress
          value={share}
          color={share >= 90 ? 'red' : share >= 70 ? 'orange' : 'navy'}
          size="md"
          aria-label={t('opsFlights.load')}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {t('opsFlights.loadLine', { booked: kilograms(flight.booked), capacity: kilograms(flight.capacity) })}
          </Text>
          <Text size="sm" c="dark.4">
            {t('opsFlights.free', { remaining: kilograms(flight.remaining) })}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{`${t('opsFlights.orders')}: ${flight.orders}`}</Text>
          <Button
            variant="light"
            size="compact-sm"
            onClick={onManifest}
            aria-label={t('opsFlights.openManifest', { flight: flight.flightNumber })}
          >
            {t('opsFlights.manifest')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
