import { Alert, Box, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, type AuditEntry } from '@skyparcel/domain/audit-contracts';
import { IconHistoryOff } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { ApiError } from '../../../lib/api-client-error.ts';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { type AuditFilters, useAuditLog } from '../api/audit-api.ts';
import { useStaffMembers } from '../api/staff-api.ts';
import { DeskOrderLink } from './desk-order-link.tsx';

type AuditLogProps = { filters: AuditFilters; onFilters: (filters: AuditFilters) => void };

const NO_FILTERS: AuditFilters = { orderId: '', staffId: '', operation: '', fromDate: '', toDate: '' };
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * What staff changed, newest first, under filters the admin sets and applies together (the address
 * keeps them); older changes load below on request.
 */
export function AuditLog({ filters, onFilters }: AuditLogProps) {
  const { t } = useTranslation();
  const log = useAuditLog(filters);
  return (
    <Stack gap="lg">
      <AuditFilterForm key={JSON.stringify(filters)} filters={filters} onApply={onFilters} />
      {log.isPending ? (
        <LoadingState label={t('opsAudit.loading')} py="lg" />
      ) : log.isError ? (
        <AuditLogError error={log.error} query={log} />
      ) : (
        <AuditResults
          entries={log.data.pages.flatMap((page) => page.entries)}
          busy={log.isPlaceholderData}
          more={log.hasNextPage ? { loading: log.isFetchingNextPage, load: () => void log.fetchNextPage() } : null}
        />
      )}
    </Stack>
  );
}

/** A filter the server refused (an unknown order, a bad day) is said plainly; anything else can be tried again. */
function AuditLogError({ error, query }: { error: Error; query: Parameters<typeof QueryErrorState>[0]['query'] }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return (
      <Alert color="red" variant="light" title={t('opsAudit.refused')} role="alert">
        {error.fieldErrors.length > 0 ? error.fieldErrors.map((field) => field.message).join(' ') : error.message}
      </Alert>
    );
  }
  return <QueryErrorState title={t('opsAudit.loadFailed')} query={query} />;
}

function AuditFilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const staff = useStaffMembers();
  const [draft, setDraft] = useState(filters);
  const change = (field: keyof AuditFilters) => (value: string | null) =>
    setDraft((current) => ({ ...current, [field]: value ?? '' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, orderId: draft.orderId.trim().toUpperCase() });
  };
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label={t('opsAudit.filters')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <TextInput
            label={t('opsAudit.order')}
            placeholder={t('opsAudit.orderPlaceholder')}
            value={draft.orderId}
            onChange={(event) => change('orderId')(event.currentTarget.value)}
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Select
            label={t('opsAudit.staff')}
            data={[
              { value: '', label: t('opsAudit.anyStaff') },
              ...(staff.data ?? []).map((member) => ({ value: member.id, label: `${member.name} (${member.code})` })),
            ]}
            value={draft.staffId}
            onChange={change('staffId')}
            allowDeselect={false}
            disabled={staff.isPending}
          />
          <Select
            label={t('opsAudit.action')}
            data={[
              { value: '', label: t('opsAudit.anyAction') },
              ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`opsAudit.actions.${action}`) })),
            ]}
            value={draft.operation}
            onChange={change('operation')}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label={t('opsAudit.fromDate')}
            value={draft.fromDate}
            onChange={(event) => change('fromDate')(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('opsAudit.toDate')}
            value={draft.toDate}
            onChange={(event) => change('toDate')(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onApply(NO_FILTERS)}>
            {t('opsAudit.clear')}
          </Button>
          <Button type="submit">{t('opsAudit.apply')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type AuditResultsProps = {
  entries: AuditEntry[];
  busy: boolean;
  more: { loading: boolean; load: () => void } | null;
};

function AuditResults({ entries, busy, more }: AuditResultsProps) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return <EmptyState icon={IconHistoryOff} title={t('opsAudit.emptyTitle')} message={t('opsAudit.emptyBody')} />;
  }
  return (
    <Stack gap="sm" aria-busy={busy || undefined}>
      <Text size="sm" c="dark.4" aria-live="polite">
        {t('opsAudit.shown', { count: entries.length })}
      </Text>
      {/* A table at a desk; on a phone each change is a card, as five columns do not fit its width. */}
      <Stack gap="xs" hiddenFrom="sm">
        {entries.map((entry) => (
          <AuditCard key={entry.id} entry={entry} />
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <ScrollTable label={t('opsAudit.title')} minWidth={820}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                {(['at', 'staff', 'action', 'order', 'details'] as const).map((column) => (
                  <Table.Th key={column} style={NO_WRAP}>
                    {t(`opsAudit.columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Box>
      {more ? (
        <Group justify="center">
          <Button variant="light" loading={more.loading} onClick={more.load}>
            {t('opsAudit.more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  return (
    <Table.Tr>
      <Table.Td style={NO_WRAP}>{time.instant(entry.at, 'dateTime')}</Table.Td>
      <Table.Td>
        <StaffName staff={entry.staff} />
      </Table.Td>
      <Table.Td>{t(`opsAudit.actions.${entry.action}`)}</Table.Td>
      <Table.Td style={NO_WRAP}>
        <ChangedThing entry={entry} />
      </Table.Td>
      <Table.Td>
        <Details entry={entry} />
      </Table.Td>
    </Table.Tr>
  );
}

function AuditCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const action = t(`opsAudit.actions.${entry.action}`);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={action}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700} size="sm" c="navy.9">
            {action}
          </Text>
          <ChangedThing entry={entry} />
        </Group>
        <Text size="xs" c="dark.4">
          {time.instant(entry.at, 'dateTime')}
        </Text>
        <StaffName staff={entry.staff} />
        <Details entry={entry} />
      </Stack>
    </Paper>
  );
}

function StaffName({ staff }: { staff: AuditEntry['staff'] }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {staff.name}
      </Text>
      <Text size="xs" c="dark.4">
        {staff.code}
      </Text>
    </div>
  );
}

/** The order changed, linked to the desk, or "setting". */
function ChangedThing({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (!entry.order) {
    return (
      <Text size="sm" c="dark.4">
        {t('opsAudit.setting')}
      </Text>
    );
  }
  return <DeskOrderLink code={entry.order.code} label={t('opsAudit.openOrder', { code: entry.order.code })} />;
}

function Details({ entry }: { entry: AuditEntry }) {
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      {entry.details.map((detail) => `${detail.field}: ${detail.value}`).join(' · ')}
    </Text>
  );
}
