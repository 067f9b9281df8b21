import { ActionIcon, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { Voucher } from '@skyparcel/domain/voucher-contracts';
import { IconTicket, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoucherInLanguage } from '../hooks/use-voucher-in-language.ts';
import { VoucherSummary } from './voucher-summary.tsx';

type PromoBoxProps = {
  selectedVoucher: Voucher | null;
  onOpen: () => void;
  onClear: () => void;
  disabled?: boolean;
};

/** The order's promo code: a way into the deals modal, or the applied voucher with a way to drop it. */
export function PromoBox({ selectedVoucher, onOpen, onClear, disabled = false }: PromoBoxProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" c="navy.9">
          <IconTicket size={22} aria-hidden />
          <Title order={2} size="h5" id={titleId}>
            {t('c2cVoucher.promoTitle')}
          </Title>
        </Group>
        {selectedVoucher ? (
          <AppliedVoucher voucher={selectedVoucher} onOpen={onOpen} onClear={onClear} disabled={disabled} />
        ) : (
          <Button variant="light" onClick={onOpen} disabled={disabled} style={{ alignSelf: 'flex-start' }}>
            {t('c2cVoucher.chooseCode')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

type AppliedVoucherProps = { voucher: Voucher; onOpen: () => void; onClear: () => void; disabled: boolean };

function AppliedVoucher({ voucher, onOpen, onClear, disabled }: AppliedVoucherProps) {
  const { t } = useTranslation();
  const shown = useVoucherInLanguage(voucher) ?? voucher;
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <VoucherSummary voucher={shown} />
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" size="compact-sm" onClick={onOpen} disabled={disabled}>
          {t('c2cVoucher.change')}
        </Button>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={onClear}
          disabled={disabled}
          aria-label={t('c2cVoucher.removeVoucher')}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
