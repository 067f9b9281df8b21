import { Stack, Title } from '@mantine/core';
import type { Profile } from '@skyparcel/domain/account-contracts';
import { displayPhone } from '@skyparcel/domain/phone';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryErrorState } from '../../components/ui/query-error-state.tsx';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { useWalletInfo } from '../../features/wallet/api/get-wallet-info.ts';
import { useWalletTransactions } from '../../features/wallet/api/list-wallet-transactions.ts';
import { TransactionRangePicker } from '../../features/wallet/components/transaction-range-picker.tsx';
import { WalletSummary, WalletSummarySkeleton } from '../../features/wallet/components/wallet-summary.tsx';
import { WalletTransactionList } from '../../features/wallet/components/wallet-transaction-list.tsx';
import { useTransactionParams } from '../../features/wallet/hooks/use-transaction-params.ts';
import { usePageTitle } from '../layout/use-page-title.ts';

/** The top-up wallet (spec 2 section 2, Top-up page): its summary and the period's transactions. */
export function TopUpRoute() {
  const { t } = useTranslation();
  usePageTitle(t('wallet.title'));
  const info = useWalletInfo();
  const profile = useProfile();
  const { params, today, setRange, setPage } = useTransactionParams();
  const transactions = useWalletTransactions(params);
  const customerCode = customerCodeOf(profile.data);

  return (
    <>
      <PageHeader title={t('wallet.title')} description={t('wallet.description')} />
      <Stack gap="xl">
        {info.isPending ? (
          <WalletSummarySkeleton />
        ) : info.isError ? (
          <QueryErrorState title={t('wallet.loadFailed')} query={info} />
        ) : (
          <WalletSummary info={info.data} customerCode={customerCode} />
        )}
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
          <WalletTransactionList query={transactions} page={params.page} onPageChange={setPage} />
        </Stack>
      </Stack>
    </>
  );
}

/** Personal accounts are known by their phone, business ones by their customer code (spec 2 section 2). */
function customerCodeOf(account: Profile | undefined): string | null {
  if (account?.type === 'B') return account.customerCode;
  return account?.phone ? displayPhone(account.phone) : null;
}
