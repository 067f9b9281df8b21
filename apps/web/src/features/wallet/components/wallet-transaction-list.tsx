import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { WalletTransaction, WalletTransactions } from '@skyparcel/domain/wallet-contracts';
import { isOrderMovement, TRANSACTION_PAGE_SIZE } from '@skyparcel/domain/wallet-rules';
import { IconReceipt } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { QueryErrorState } from '../../../components/ui/query-error-state.tsx';
import { useTimeFormat } from '../../../lib/format-time.ts';
import { useMoney } from '../../../lib/use-money.ts';

type ListProps = {
  query: UseQueryResult<WalletTransactions, Error>;
  page: number;
  onPageChange: (page: number) => void;
};

/** Loading, failed (with retry), empty (`topup_you_have_no_recent_transactions`) or the period's movements. */
export function WalletTransactionList({ query, page, onPageChange }: ListProps) {
  const { t } = useTranslation();
  if (query.isPending) return <CardListSkeleton />;
  if (query.isError) return <QueryErrorState title={t('wallet.transactionsLoadFailed')} query={query} />;
  const { transactions, total } = query.data;
  if (transactions.length === 0) {
    return <EmptyState icon={IconReceipt} title={t('wallet.topup_you_have_no_recent_transactions')} />;
  }
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {transactions.map((transaction, index) => (
          <Fragment key={transaction.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <TransactionRow transaction={transaction} />
          </Fragment>
        ))}
      </Paper>
      <ListPagination page={page} totalPages={Math.ceil(total / TRANSACTION_PAGE_SIZE)} onChange={onPageChange} />
    </Stack>
  );
}

/** One movement: what it was, when, for which order, how much, and the balance it left. */
function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const time = useTimeFormat();
  const isCredit = transaction.amount > 0;
  return (
    <Group component="li" justify="space-between" align="flex-start" gap="sm" px="md" py="sm" wrap="nowrap">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} c="navy.9">
          {t(`wallet.types.${transaction.tranReqType}`)}
        </Text>
        <Text size="sm" c="dimmed">
          {time.instant(transaction.createdDate)}
        </Text>
        {transaction.orderNumber ? (
          <Text size="sm" c="dimmed">
            {t(isOrderMovement(transaction.tranReqType) ? 'wallet.forOrder' : 'wallet.paymentReference', {
              code: transaction.orderNumber,
            })}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={700} c={isCredit ? 'teal.9' : 'red.9'} style={{ whiteSpace: 'nowrap' }}>
          {isCredit ? '+' : ''}
          {formatMoney(transaction.amount, 'VND')}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('wallet.balanceAfter', { amount: formatMoney(transaction.amountAfter, 'VND') })}
        </Text>
      </Stack>
    </Group>
  );
}
