import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OpsVoucher, VoucherState } from '@skyparcel/domain/settings-contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useEndVoucher, useVoucherSettings } from '../api/settings-api.ts';
import { CreateVoucherDialog } from './voucher-form.tsx';

const STATE_COLOURS: Record<VoucherState, string> = { SCHEDULED: 'blue.8', ACTIVE: 'teal.9', ENDED: 'gray.7' };
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The vouchers with their use; an admin ends a running one early, after saying so in a dialog. */
export function VoucherSettings({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const vouchers = useVoucherSettings();
  const [ending, setEnding] = useState<OpsVoucher | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <FormSection title={t('opsSettings.vouchers')} description={t('opsSettings.vouchersHint')}>
      {canChange ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('opsSettings.voucherForm.open')}
          </Button>
        </Group>
      ) : null}
      {vouchers.isPending ? (
        <LoadingState label={t('opsSettings.loading')} py="lg" />
      ) : vouchers.isError ? (
        <QueryErrorState title={t('opsSettings.loadFailed')} query={vouchers} />
      ) : vouchers.data.length === 0 ? (
        <Text c="dimmed">{t('opsSettings.noVouchers')}</Text>
      ) : (
        <ScrollTable label={t('opsSettings.vouchers')} minWidth={820}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                {(['code', 'discount', 'window', 'used', 'state', 'action'] as const).map((column) => (
                  <Table.Th key={column} style={NO_WRAP}>
                    {t(`opsSettings.voucherColumns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vouchers.data.map((voucher) => (
                <VoucherRow
                  key={voucher.code}
                  voucher={voucher}
                  canChange={canChange}
                  onEnd={() => setEnding(voucher)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {ending ? <EndVoucherDialog voucher={ending} onClose={() => setEnding(null)} /> : null}
      {creating ? <CreateVoucherDialog onClose={() => setCreating(false)} /> : null}
    </FormSection>
  );
}

function VoucherRow({ voucher, canChange, onEnd }: { voucher: OpsVoucher; canChange: boolean; onEnd: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const time = useTimeFormat();
  const discount =
    voucher.discountType === 'percent'
      ? t('opsSettings.percentOff', {
          percent: voucher.discountAmount,
          cap: voucher.maxDiscount === null ? '' : t('opsSettings.cap', { amount: money(voucher.maxDiscount, 'VND') }),
        })
      : money(voucher.discountAmount, 'VND');
  const change = voucher.endedEarly ?? voucher.created;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={700} size="sm">
          {voucher.code}
        </Text>
        <Text size="xs" c="dark.4">
          {voucher.title}
        </Text>
      </Table.Td>
      <Table.Td style={NO_WRAP}>{discount}</Table.Td>
      <Table.Td style={NO_WRAP}>
        <Text size="sm">{time.instant(voucher.startsAt, 'dayTime')}</Text>
        <Text size="sm">{`→ ${time.instant(voucher.endsAt, 'dayTime')}`}</Text>
      </Table.Td>
      <Table.Td style={NO_WRAP}>
        {voucher.usageLimit === null
          ? String(voucher.used)
          : t('opsSettings.usedOf', { used: voucher.used, limit: voucher.usageLimit })}
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLOURS[voucher.state]} variant="filled">
          {t(`opsSettings.states.${voucher.state}`)}
        </Badge>
        {change ? (
          <Text size="xs" c="dark.4" mt={4}>
            {t(voucher.endedEarly ? 'opsSettings.endedBy' : 'opsSettings.createdBy', {
              name: change.by ?? t('opsSettings.system'),
              at: time.instant(change.at, 'dayTime'),
            })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {canChange && voucher.state === 'ACTIVE' ? (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={onEnd}
            aria-label={t('opsSettings.endNamed', { code: voucher.code })}
          >
            {t('opsSettings.end')}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

function EndVoucherDialog({ voucher, onClose }: { voucher: OpsVoucher; onClose: () => void }) {
  const { t } = useTranslation();
  const endVoucher = useEndVoucher();
  return (
    <Modal opened onClose={onClose} title={t('opsSettings.endTitle', { code: voucher.code })} centered>
      <Stack gap="md">
        <Text size="sm">{t('opsSettings.endBody', { used: voucher.used })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={endVoucher.isPending}>
            {t('opsSettings.keep')}
          </Button>
          <Button
            color="red"
            loading={endVoucher.isPending}
            onClick={() =>
              endVoucher.mutate(voucher.code, {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('opsSettings.ended', { code: voucher.code }) });
                  onClose();
                },
                onError: (error) =>
                  notifications.show({ color: 'red', title: t('opsSettings.endFailed'), message: error.message }),
              })
            }
          >
            {t('opsSettings.endConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
