import { Badge, Box, Button, Group, Loader, Paper, Stack, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import type { CargoFlight } from '@skyparcel/domain/cargo-contracts';
import { isSelectableLoad, type LoadLevel } from '@skyparcel/domain/cargo-rules';
import { IconCheck, IconPlaneOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import type { FlightSearchResult } from '../../../features/cargo/api/cargo-api.ts';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { type CargoBill, laterWindow, startSearch, toggleFlight } from '../bill.ts';
import type { BillUpdate } from '../hooks/use-cargo-bill.ts';
import type { useFlightResults } from '../hooks/use-flights.ts';

const LOAD_COLORS: Record<LoadLevel, string> = { enough: 'teal', low: 'yellow', full: 'gray', exceeded: 'red' };

/** The flight's load for this shipment (spec 2 section 4 "Flight load"), in words and colour. */
export function LoadBadge({ level }: { level: LoadLevel }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={LOAD_COLORS[level]}
      // A coloured dot beside words in the text colour: readable on white and on a chosen row's blue.
      variant="dot"
      radius="sm"
      tt="none"
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
      data-testid="load-level"
    >
      {t(`cargo.load.${level}`)}
    </Badge>
  );
}

type FlightResultsProps = {
  bill: CargoBill;
  update: BillUpdate;
  results: ReturnType<typeof useFlightResults>;
  today: string;
};

/** The flights found, by day (tabs), as a table on wide screens and as a list on a phone. */
export function FlightResults({ bill, update, results, today }: FlightResultsProps) {
  const { t } = useTranslation();
  if (!bill.details.search) return null;
  return (
    <FormSection title={t('cargo.bill.flights')}>
      {results.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('cargo.bill.searching')}</Text>
        </Group>
      ) : results.isError ? (
        <QueryErrorState title={t('cargo.bill.searchFailed')} query={results} />
      ) : (
        <FlightDays bill={bill} update={update} result={results.data} today={today} />
      )}
    </FormSection>
  );
}

function FlightDays(props: { bill: CargoBill; update: BillUpdate; result: FlightSearchResult; today: string }) {
  const { bill, update, result, today } = props;
  const { t } = useTranslation();
  const time = useTimeFormat();
  const days = Object.keys(result.flights).sort();
  const firstWithFlights = days.find((day) => result.flights[day].length > 0) ?? days[0];
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = chosenDay && days.includes(chosenDay) ? chosenDay : firstWithFlights;
  const later = laterWindow(bill.details.filter, result, today);
  const searchLater = () => {
    const { search } = bill.details;
    if (search && later) update(startSearch, { ...search, ...later });
  };
  const hasAny = days.some((date) => result.flights[date].length > 0);
  return (
    <Stack gap="md">
      {hasAny ? (
        <Tabs value={day} onChange={setChosenDay} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {days.map((date) => (
              <Tabs.Tab key={date} value={date}>
                <Stack gap={0} align="center">
                  <Text size="sm" fw={600}>
                    {time.shortDay(date)}
                  </Text>
                  <Text size="xs" c="dark.4">
                    {t('cargo.bill.flightCount', { count: result.flights[date].length })}
                  </Text>
                </Stack>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {days.map((date) => (
            <Tabs.Panel key={date} value={date} pt="md">
              <DayFlights flights={result.flights[date]} bill={bill} update={update} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <Stack align="center" gap={4} py="lg" ta="center">
          <IconPlaneOff size={36} aria-hidden color="var(--mantine-color-gray-6)" />
          <Text fw={700}>{t('cargo.bill.noFlights')}</Text>
          <Text size="sm" c="dark.4">
            {t('cargo.bill.noFlightsHint')}
          </Text>
        </Stack>
      )}
      {later ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dark.4">
            {t('cargo.bill.windowShown', { from: time.day(result.fromDate), to: time.day(result.toDate) })}
          </Text>
          <Button variant="light" onClick={searchLater}>
            {t('cargo.bill.laterDays')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function DayFlights({ flights, bill, update }: { flights: CargoFlight[]; bill: CargoBill; update: BillUpdate }) {
  const { t } = useTranslation();
  if (flights.length === 0) {
    return (
      <Text size="sm" c="dark.4" py="md">
        {t('cargo.bill.noFlightsThatDay')}
      </Text>
    );
  }
  const chosenId = bill.details.flight?.flightId ?? null;
  const choose = (flight: CargoFlight) => update(toggleFlight, flight);
  return (
    <>
      <Box visibleFrom="lg">
        <FlightTable flights={flights} chosenId={chosenId} onChoose={choose} />
      </Box>
      <Stack gap="sm" hiddenFrom="lg">
        {flights.map((flight) => (
          <FlightCard key={flight.flightId} flight={flight} isChosen={flight.flightId === chosenId} onChoose={choose} />
        ))}
      </Stack>
    </>
  );
}

type ChooseProps = { flight: CargoFlight; isChosen: boolean; onChoose: (flight: CargoFlight) => void };

/** Select, or unselect the chosen flight; a flight without room for the shipment cannot be chosen. */
function ChooseButton({ flight, isChosen, onChoose }: ChooseProps) {
  const { t } = useTranslation();
  const label = t(isChosen ? 'cargo.bill.unselect' : 'cargo.bill.select');
  return (
    <Button
      size="xs"
      variant={isChosen ? 'filled' : 'light'}
      leftSection={isChosen ? <IconCheck size={14} aria-hidden /> : null}
      disabled={!isChosen && !isSelectableLoad(flight.loadLevel)}
      onClick={() => onChoose(flight)}
      aria-label={`${label} ${flight.flightNumber}`}
      aria-pressed={isChosen}
    >
      {label}
    </Button>
  );
}

/** Column headings stay on one line: the table scrolls sideways on a narrow screen rather than stacking words. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function FlightTable(props: {
  flights: CargoFlight[];
  chosenId: string | null;
  onChoose: (flight: CargoFlight) => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const time = useTimeFormat();
  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover data-testid="flight-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={NO_WRAP}>{t('cargo.bill.flightNumber')}</Table.Th>
            <Table.Th style={NO_WRAP}>{t('cargo.bill.departs')}</Table.Th>
            <Table.Th style={NO_WRAP}>{t('cargo.bill.arrives')}</Table.Th>
            <Table.Th style={NO_WRAP}>{t('cargo.bill.load')}</Table.Th>
            <Table.Th ta="right" style={NO_WRAP}>
              {t('cargo.bill.fee')}
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('cargo.bill.choice')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.flights.map((flight) => {
            const isChosen = flight.flightId === props.chosenId;
            return (
              <Table.Tr
                key={flight.flightId}
                bg={isChosen ? 'blue.0' : undefined}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="flight-row"
              >
                {/* The aircraft under the flight number: one column less, so the table fits beside the checkout at 1280 px. */}
                <Table.Td>
                  <Text fw={700} size="sm">
                    {flight.flightNumber}
                  </Text>
                  <Text size="xs" c="dark.4">
                    <VisuallyHidden component="span">{`${t('cargo.bill.aircraft')}: `}</VisuallyHidden>
                    {flight.aircraft}
                  </Text>
                </Table.Td>
                <Table.Td>{time.instant(flight.startTime, 'time')}</Table.Td>
                <Table.Td>{time.instant(flight.minEndTime, 'time')}</Table.Td>
                <Table.Td>
                  <LoadBadge level={flight.loadLevel} />
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatMoney(flight.price, flight.currency)}
                </Table.Td>
                <Table.Td ta="right">
                  <ChooseButton flight={flight} isChosen={isChosen} onChoose={props.onChoose} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FlightCard({ flight, isChosen, onChoose }: ChooseProps) {
  const formatMoney = useMoney();
  const time = useTimeFormat();
  return (
    <Paper
      withBorder
      p="sm"
      bg={isChosen ? 'blue.0' : undefined}
      style={isChosen ? { borderColor: 'var(--mantine-color-blue-6)' } : undefined}
      data-testid="flight-card"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{flight.flightNumber}</Text>
          <LoadBadge level={flight.loadLevel} />
        </Group>
        <Text size="sm">
          {flight.departureAirport} {time.instant(flight.startTime, 'time')} → {flight.arrivalAirport}{' '}
          {time.instant(flight.minEndTime, 'time')}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700} c="navy.8">
              {formatMoney(flight.price, flight.currency)}
            </Text>
            <Text size="xs" c="dark.4">
              {flight.aircraft}
            </Text>
          </Stack>
          <ChooseButton flight={flight} isChosen={isChosen} onChoose={onChoose} />
        </Group>
      </Stack>
    </Paper>
  );
}
