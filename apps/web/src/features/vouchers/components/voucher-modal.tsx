import { Badge, Button, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Voucher } from '@skyparcel/domain/voucher-contracts';
import { IconCircleCheck, IconTicketOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { useVouchers } from '../api/vouchers.ts';
import { useVoucherCheck, type VoucherCheckStatus } from '../hooks/use-voucher-check.ts';
import { VoucherCard } from './voucher-card.tsx';

export { voucherStatus } from '../voucher-display.ts';

/** The text the page toasts once a voucher is applied (spec 1 section 8). */
import { VOUCHER_APPLIED_MESSAGE_KEY } from '../voucher-display.ts';

export { VOUCHER_APPLIED_MESSAGE_KEY };

type VoucherModalProps = {
  opened: boolean;
  onClose: () => void;
  productId: number | null;
  selectedVoucher: Voucher | null;
  /** A code to check as soon as the modal opens (a deal chosen on the deals page). */
  offeredCode?: string | null;
  onApply: (voucher: Voucher) => void;
};

/** The promo list titled as the customer's deals, with a code field on top (spec 1 sections 2 and 4). */
export function VoucherModal({ opened, onClose, productId, selectedVoucher, offeredCode, onApply }: VoucherModalProps) {
  const { t } = useTranslation();
  const vouchers = useVouchers(productId, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('c2cVoucher.modalTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('c2cVoucher.close') }}
    >
      {/* The body mounts on each opening, so the check starts afresh (or as applied) every time. */}
      <VoucherModalBody
        productId={productId}
        selectedVoucher={selectedVoucher}
        offeredCode={offeredCode ?? null}
        vouchers={vouchers}
        onApply={(voucher) => {
          onApply(voucher);
          onClose();
        }}
      />
    </Modal>
  );
}

type BodyProps = {
  productId: number | null;
  selectedVoucher: Voucher | null;
  offeredCode: string | null;
  vouchers: UseQueryResult<Voucher[], Error>;
  onApply: (voucher: Voucher) => void;
};

function VoucherModalBody({ productId, selectedVoucher, offeredCode, vouchers, onApply }: BodyProps) {
  const { t } = useTranslation();
  const voucherCheck = useVoucherCheck({ productId, initialVoucher: selectedVoucher, offeredCode, onApply });
  const { code, setCode, status, check } = voucherCheck;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The modal is portalled, but React still bubbles submit to a form around the page.
    event.stopPropagation();
    void check();
  };
  const chooseVoucher = (voucher: Voucher) => {
    setCode(voucher.code);
    void check(voucher.code);
  };

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap={6}>
          <TextInput
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            label={t('c2cVoucher.codeLabel')}
            placeholder={t('c2cVoucher.codePlaceholder')}
            autoComplete="off"
            maxLength={40}
            error={status === 'error' ? (voucherCheck.message ?? t('c2cVoucher.global_error_general')) : undefined}
            errorProps={{ role: 'alert' }}
            data-autofocus
            // The button sits beside the input itself, so the label and the error line up with the field.
            inputContainer={(input) => (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1 }}>{input}</div>
                <Button type="submit" disabled={!code.trim()} loading={status === 'checking'}>
                  {t('c2cVoucher.apply')}
                </Button>
              </Group>
            )}
          />
          <CheckProgress status={status} />
        </Stack>
      </form>
      <Stack gap="sm">
        <Title order={3} size="h5" c="navy.9">
          {t('c2cVoucher.listTitle')}
        </Title>
        <VoucherList query={vouchers} selectedCode={selectedVoucher?.code ?? null} onUse={chooseVoucher} />
      </Stack>
    </Stack>
  );
}

/** Checking and applied, read out politely; a refused code is the field's own alert. */
function CheckProgress({ status }: { status: VoucherCheckStatus }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      {status === 'checking' ? (
        <Group gap="xs" c="dimmed">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('c2cVoucher.voucher_availability_validating')}</Text>
        </Group>
      ) : null}
      {status === 'success' ? (
        <Group gap="xs" c="teal.9">
          <IconCircleCheck size={18} aria-hidden />
          <Text size="sm">{t(VOUCHER_APPLIED_MESSAGE_KEY)}</Text>
        </Group>
      ) : null}
    </div>
  );
}

type VoucherListProps = {
  query: UseQueryResult<Voucher[], Error>;
  selectedCode: string | null;
  onUse: (voucher: Voucher) => void;
};

function VoucherList({ query, selectedCode, onUse }: VoucherListProps) {
  const { t } = useTranslation();
  if (query.isPending) return <CardListSkeleton count={2} />;
  if (query.isError) {
    return <QueryErrorState title={t('c2cVoucher.listLoadFailed')} query={query} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState icon={IconTicketOff} title={t('c2cVoucher.listEmptyTitle')} message={t('c2cVoucher.listEmptyBody')} />
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {query.data.map((voucher) => (
        <VoucherListItem key={voucher.id} voucher={voucher} isSelected={voucher.code === selectedCode} onUse={onUse} />
      ))}
    </Stack>
  );
}

type VoucherListItemProps = { voucher: Voucher; isSelected: boolean; onUse: (voucher: Voucher) => void };

function VoucherListItem({ voucher, isSelected, onUse }: VoucherListItemProps) {
  const { t } = useTranslation();
  const action = isSelected ? (
    <Badge variant="filled" color="teal.9" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t('c2cVoucher.applied')}
    </Badge>
  ) : (
    <Button
      size="xs"
      variant="light"
      style={{ flexShrink: 0 }}
      onClick={() => onUse(voucher)}
      aria-label={t('c2cVoucher.useAria', { code: voucher.code })}
    >
      {t('c2cVoucher.use')}
    </Button>
  );
  return <VoucherCard voucher={voucher} action={action} />;
}
