import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { HubOverview } from '@skyparcel/domain/hub-overview-contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useHubOverview } from '../api/overview-api.ts';
import { DeskOrderLink } from './desk-order-link.tsx';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** How the hub's day stands: four counts, then the late parcels to chase, each linked to the desk. */
export function HubOverviewPanel() {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const overview = useHubOverview();
  if (overview.isPending) return <LoadingState label={t('opsOverview.loading')} py="lg" />;
  if (overview.isError) return <QueryErrorState title={t('opsOverview.loadFailed')} query={overview} />;
  const { data } = overview;
  const placed = data.placedToday.reduce((sum, line) => sum + line.orders, 0);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dark.4" aria-live="polite">
        {t('opsOverview.updated', { time: time.instant(new Date(overview.dataUpdatedAt).toISOString(), 'dayTime') })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Figure label={t('opsOverview.placedToday')} value={placed} hint={<PlacedByStatus overview={data} />} />
        <Figure
          label={t('opsOverview.waitingForFlight')}
          value={data.waitingForFlight}
          hint={t('opsOverview.waitingHint')}
        />
        <Figure
          label={t('opsOverview.unpaidRecharges')}
          value={data.unpaidRecharges}
          hint={t('opsOverview.unpaidHint')}
          alert={data.unpaidRecharges > 0}
        />
        <Figure
          label={t('opsOverview.late')}
          value={data.late.count}
          hint={t('opsOverview.lateHint')}
          alert={data.late.count > 0}
        />
      </SimpleGrid>
      <LateParcels late={data.late} />
    </Stack>
  );
}

type FigureProps = { label: string; value: number; hint: ReactNode; alert?: boolean };

function Figure({ label, value, hint, alert = false }: FigureProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dark.5">
          {label}
        </Text>
        <Text fz={32} fw={700} lh={1.2} c={alert ? 'red.8' : 'navy.9'}>
          {value}
        </Text>
        <Text size="xs" c="dark.4" component="div">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}

function PlacedByStatus({ overview }: { overview: HubOverview }) {
  const { t } = useTranslation();
  if (overview.placedToday.length === 0) return t('opsOverview.placedNone');
  return overview.placedToday.map((line) => `${t(`opsOverview.statuses.${line.status}`)}: ${line.orders}`).join(' · ');
}

function LateParcels({ late }: { late: HubOverview['late'] }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  if (late.count === 0) {
    return (
      <EmptyState icon={IconCircleCheck} title={t('opsOverview.noLateTitle')} message={t('opsOverview.noLateBody')} />
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" c="navy.9">
          {t('opsOverview.lateList')}
        </Title>
        {late.count > late.parcels.length ? (
          <Text size="sm" c="dark.4">
            {t('opsOverview.lateShown', { shown: late.parcels.length, count: late.count })}
          </Text>
        ) : null}
      </Group>
      <ScrollTable label={t('opsOverview.lateList')} minWidth={520}>
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              {(['order', 'status', 'destination', 'promised'] as const).map((column) => (
                <Table.Th key={column} style={NO_WRAP}>
                  {t(`opsOverview.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {late.parcels.map((parcel) => (
              <Table.Tr key={parcel.uuid}>
                <Table.Td style={NO_WRAP}>
                  <DeskOrderLink code={parcel.orderId} label={t('opsOverview.openOrder', { code: parcel.orderId })} />
                </Table.Td>
                <Table.Td>{t(`opsOverview.statuses.${parcel.status}`)}</Table.Td>
                <Table.Td>{parcel.destination}</Table.Td>
                <Table.Td style={NO_WRAP}>{time.instant(parcel.estDateTime, 'dateTime')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
