import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Voucher } from '@skyparcel/domain/voucher-contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatVoucherEndDate } from '../voucher-display.ts';
import { VoucherSummary } from './voucher-summary.tsx';

type VoucherCardProps = { voucher: Voucher; action: ReactNode; withRemainingUses?: boolean };

/** One deal as a list item: its summary, until when it is valid (and how many uses are left), and what can be done with it. */
export function VoucherCard({ voucher, action, withRemainingUses = false }: VoucherCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper withBorder p="md" component="li" aria-label={voucher.code}>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <VoucherSummary voucher={voucher}>
            <Text size="xs" c="dimmed">
              {t('c2cVoucher.validUntil', { date: formatVoucherEndDate(voucher.endAt, language) })}
              {withRemainingUses ? ` · ${t('deals.remainingUses', { count: voucher.remainingUses })}` : null}
            </Text>
          </VoucherSummary>
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}
