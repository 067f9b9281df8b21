import { Button, Group, Stack } from '@mantine/core';
import type { Voucher } from '@skyparcel/domain/voucher-contracts';
import { IconTicketOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardListSkeleton } from '../../components/ui/card-list-skeleton.tsx';
import { CopyCodeButton } from '../../components/ui/copy-code-button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { paths } from '../../config/paths.ts';
import { useVouchers } from '../../features/vouchers/api/vouchers.ts';
import { VoucherCard } from '../../features/vouchers/components/voucher-card.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';

/** "Deals for you" (spec 1 section 2, menu): the vouchers the customer can use now, to copy or use at once. */
export function DealsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('deals.title'));
  const vouchers = useVouchers(null);
  return (
    <Stack maw={760} mx="auto" w="100%">
      <PageHeader title={t('deals.title')} description={t('deals.description')} />
      {vouchers.isPending ? (
        <CardListSkeleton />
      ) : vouchers.isError ? (
        <QueryErrorState title={t('c2cVoucher.listLoadFailed')} query={vouchers} />
      ) : vouchers.data.length === 0 ? (
        <EmptyState
          icon={IconTicketOff}
          title={t('c2cVoucher.listEmptyTitle')}
          message={t('deals.emptyBody')}
          action={
            <Button component={Link} to={paths.c2cOrder.getHref()}>
              {t('nav.placeOrder')}
            </Button>
          }
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {vouchers.data.map((voucher) => (
            <VoucherCard
              key={voucher.id}
              voucher={voucher}
              withRemainingUses
              action={<DealActions voucher={voucher} />}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Copy the code for later, or open the order screen with the deal being applied. */
function DealActions({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
      <CopyCodeButton
        code={voucher.code}
        label={t('deals.copyAria', { code: voucher.code })}
        size="sm"
        variant="default"
      />
      <Button
        size="sm"
        component={Link}
        to={paths.c2cOrder.getHref(voucher.code)}
        aria-label={t('deals.useNowAria', { code: voucher.code })}
      >
        {t('deals.useNow')}
      </Button>
    </Group>
  );
}
