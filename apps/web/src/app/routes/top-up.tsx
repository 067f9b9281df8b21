import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Profile } from '@skyparcel/domain/account-contracts';
import type { TopupRequest } from '@skyparcel/domain/wallet-contracts';
import { IconPlus } from '@tabler/icons-react';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AfterFirstPaint, PageHeader } from '../../components/ui/page-header.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { profileQueryOptions, useProfile } from '../../features/account/api/get-profile.ts';
import { GatewayReturnAlert } from '../../features/payments/components/gateway-return-alert.tsx';
import { gatewayReturnOf } from '../../features/payments/gateway-return.ts';
import { isAllowedPaymentUrl } from '../../features/payments/payment-hand-off.ts';
import { siteConfigQueryOptions } from '../../features/site-config/api/get-site-config.ts';
import { useWalletInfo, WALLET_KEY, walletInfoQueryOptions } from '../../features/wallet/api/get-wallet-info.ts';
import {
  type TransactionParams,
  useWalletTransactions,
  walletTransactionsQueryOptions,
} from '../../features/wallet/api/list-wallet-transactions.ts';
import { startTopup } from '../../features/wallet/api/start-topup.ts';
import { TopupModal } from '../../features/wallet/components/topup-modal.tsx';
import { TransactionRangePicker } from '../../features/wallet/components/transaction-range-picker.tsx';
import { WalletSummary, WalletSummarySkeleton } from '../../features/wallet/components/wallet-summary.tsx';
import { WalletTransactionList } from '../../features/wallet/components/wallet-transaction-list.tsx';
import { useTransactionParams } from '../../features/wallet/hooks/use-transaction-params.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

/** The top-up wallet (spec 2 section 2, Top-up page): its summary, a top-up through VNPay and the period's transactions. */
export function TopUpRoute() {
  const { t } = useTranslation();
  usePageTitle(t('wallet.title'));
  const { params, today, setRange, setPage } = useTransactionParams();
  // The calls start here, with the page; each answer redraws only the section that shows it (issue 35).
  usePrefetchQuery(walletInfoQueryOptions());
  usePrefetchQuery(profileQueryOptions());
  usePrefetchQuery(walletTransactionsQueryOptions(params));
  const [searchParams] = useSearchParams();
  // Back from VNPay: its signed result is in the query (the wallet's own params are from, to and page).
  const gatewayReturn = gatewayReturnOf(searchParams);
  const [isTopupOpen, topup] = useDisclosure(false);
  const queryClient = useQueryClient();
  const refreshWallet = useCallback(() => void queryClient.invalidateQueries({ queryKey: WALLET_KEY }), [queryClient]);

  /** Starts the top-up and sends the customer to VNPay's page, only on an origin the server allows. */
  async function payTopup(request: TopupRequest) {
    const started = await startTopup(request);
    const { paymentOrigins } = await queryClient.fetchQuery(siteConfigQueryOptions());
    if (!isAllowedPaymentUrl(started.paymentUrl, paymentOrigins)) throw new Error(t('wallet.topup.unsafeUrl'));
    window.location.assign(started.paymentUrl);
  }

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb={{ base: 'lg', sm: 0 }}>
        <PageHeader title={t('wallet.title')} description={t('wallet.description')} />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={topup.open}>
          {t('wallet.topup.action')}
        </Button>
      </Group>
      <TopupModal opened={isTopupOpen} onClose={topup.close} onPay={payTopup} />
      <AfterFirstPaint>
        <Stack gap="xl">
          {gatewayReturn ? (
            <GatewayReturnAlert gatewayReturn={gatewayReturn} texts="wallet.topup" onPaid={refreshWallet} />
          ) : null}
          <WalletSummarySection />
          <Stack gap="md" component="section" aria-labelledby="wallet-transactions-title">
            <Title order={2} size="h4" c="navy.9" id="wallet-transactions-title">
              {t('wallet.recentTransactions')}
            </Title>
            <TransactionRangePicker
              key={`${params.fromDate}/${params.toDate}`}
              value={params}
              today={today}
              onChange={setRange}
            />
            <TransactionsOfPeriod params={params} onPageChange={setPage} />
          </Stack>
        </Stack>
      </AfterFirstPaint>
    </>
  );
}

/** The balance and the period's totals: loading, failed (with retry) or shown. */
function WalletSummarySection() {
  const { t } = useTranslation();
  const info = useWalletInfo();
  const profile = useProfile();
  if (info.isPending) return <WalletSummarySkeleton />;
  if (info.isError) return <QueryErrorState title={t('wallet.loadFailed')} query={info} />;
  return <WalletSummary info={info.data} customerCode={customerCodeOf(profile.data)} />;
}

/** The period's movements; reading the call here keeps its answer from redrawing the period picker above. */
function TransactionsOfPeriod({
  params,
  onPageChange,
}: {
  params: TransactionParams;
  onPageChange: (page: number) => void;
}) {
  return <WalletTransactionList query={useWalletTransactions(params)} page={params.page} onPageChange={onPageChange} />;
}

/** Personal accounts are known by their phone, business ones by their customer code (spec 2 section 2). */
function customerCodeOf(account: Profile | undefined): string | null {
  if (account?.type === 'B') return account.customerCode;
  return account?.phoneDisplay ?? null;
}
