import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FlightManifest } from '@skyparcel/domain/flight-manifest-contracts';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { downloadManifest, useFlightManifest } from '../api/flights-api.ts';
import { useKilograms } from '../desk-format.ts';
import { DeskOrderLink } from './desk-order-link.tsx';

/** One flight's manifest: what it carries, each order a link to the desk, and the printed PDF. */
export function FlightManifestView({ flightId, onBack }: { flightId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const manifest = useFlightManifest(flightId);
  const back = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onBack}
      px={0}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('opsFlights.back')}
    </Button>
  );
  if (manifest.isPending) {
    return (
      <Stack gap="md">
        {back}
        <LoadingState label={t('opsFlights.manifestLoading')} />
      </Stack>
    );
  }
  if (manifest.isError) {
    return (
      <Stack gap="md">
        {back}
        <QueryErrorState title={t('opsFlights.manifestFailed')} query={manifest} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <ManifestHeader manifest={manifest.data} />
      {manifest.data.lines.length === 0 ? (
        <Text c="dimmed">{t('opsFlights.manifestEmpty')}</Text>
      ) : (
        <ManifestTable manifest={manifest.data} />
      )}
    </Stack>
  );
}

function ManifestHeader({ manifest }: { manifest: FlightManifest }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const kilograms = useKilograms();
  const [isPrinting, setIsPrinting] = useState(false);
  const { flight } = manifest;
  const print = async () => {
    setIsPrinting(true);
    try {
      await downloadManifest(flight);
    } catch (error) {
      notifications.show({ color: 'red', title: t('opsFlights.printFailed'), message: (error as Error).message });
    } finally {
      setIsPrinting(false);
    }
  };
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={2} size="h3" c="navy.9">
          {t('opsFlights.manifestTitle', { flight: flight.flightNumber })}
        </Title>
        <Text size="sm" c="dark.4">
          {`${flight.origin} → ${flight.destination} · ${time.instant(flight.departureAt, 'dayTime')}`}
        </Text>
        <Text size="sm" c="dark.4">
          {t('opsFlights.summary', {
            orders: flight.orders,
            booked: kilograms(flight.booked),
            capacity: kilograms(flight.capacity),
          })}
        </Text>
      </div>
      <Button leftSection={<IconPrinter size={18} aria-hidden />} loading={isPrinting} onClick={print}>
        {t('opsFlights.print')}
      </Button>
    </Group>
  );
}

/** Column heads stay on one line: the table scrolls sideways on a phone rather than stacking words. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function ManifestTable({ manifest }: { manifest: FlightManifest }) {
  const { t } = useTranslation();
  const kilograms = useKilograms();
  const columns = ['code', 'kind', 'receiver', 'destination', 'weight', 'chargeable', 'checked', 'step'] as const;
  return (
    <ScrollTable label={t('opsFlights.manifestTitle', { flight: manifest.flight.flightNumber })} minWidth={860}>
      <Table verticalSpacing="xs" highlightOnHover striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column}
                style={NO_WRAP}
                ta={column === 'weight' || column === 'chargeable' ? 'right' : undefined}
              >
                {t(`opsFlights.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {manifest.lines.map((line) => (
            <Table.Tr key={line.uuid}>
              <Table.Td style={NO_WRAP}>
                <DeskOrderLink code={line.orderId} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{t(`opsFlights.kinds.${line.platform}`)}</Table.Td>
              <Table.Td>{line.receiverName}</Table.Td>
              <Table.Td>{line.destination}</Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {kilograms(line.weight)}
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                {kilograms(line.chargeableWeight)}
              </Table.Td>
              <Table.Td>
                <Badge color={line.checked ? 'teal.9' : 'gray.7'} variant="filled">
                  {t(line.checked ? 'opsFlights.checked' : 'opsFlights.unchecked')}
                </Badge>
              </Table.Td>
              <Table.Td>{t(`hubDesk.steps.${line.step}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
