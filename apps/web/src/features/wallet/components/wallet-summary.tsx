import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { WalletInfo } from '@skyparcel/domain/wallet-contracts';
import { type Icon, IconArrowDownRight, IconArrowUpRight, IconGift, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../../components/ui/copyable-code.tsx';
import { useMoney } from '../../../lib/use-money.ts';

type Stat = { key: string; label: string; amount: number; icon: Icon; color: string };

/** The top-up page's head (spec 2 section 2): whose wallet, its balance, what came in and went out, bonus points. */
export function WalletSummary({ info, customerCode }: { info: WalletInfo; customerCode: string | null }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const bonus = info.agentPoints.reduce((sum, credit) => sum + credit.amount, 0);
  const stats: Stat[] = [
    { key: 'plus', label: t('wallet.totalIncrease'), amount: info.plusTopup, icon: IconArrowUpRight, color: 'teal' },
    {
      key: 'minus',
      label: t('wallet.totalDecrease'),
      amount: info.deductTopup,
      icon: IconArrowDownRight,
      color: 'red',
    },
    { key: 'bonus', label: t('wallet.bonusPoints'), amount: bonus, icon: IconGift, color: 'orange' },
  ];
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md" bg="navy.0">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap">
              <IconWallet size={20} aria-hidden />
              <Text fw={600} c="navy.9" id="wallet-balance-label">
                {t('wallet.balance')}
              </Text>
            </Group>
            <Text
              fz={32}
              fw={800}
              c="navy.9"
              lh={1.2}
              aria-labelledby="wallet-balance-label"
              data-testid="wallet-balance"
            >
              {formatMoney(info.balance, 'VND')}
            </Text>
          </Stack>
          {customerCode ? (
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('wallet.customerCode')}
              </Text>
              <CopyableCode code={customerCode} />
            </Stack>
          ) : null}
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {stats.map((stat) => (
          <Paper key={stat.key} withBorder p="md" radius="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color={stat.color} size={36} radius="xl" aria-hidden>
                <stat.icon size={20} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  {stat.label}
                </Text>
                <Text fw={700} c="navy.9" data-testid={`wallet-${stat.key}`}>
                  {formatMoney(stat.amount, 'VND')}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The summary's shape while the wallet loads. */
export function WalletSummarySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={108} radius="md" />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Skeleton height={70} radius="md" />
        <Skeleton height={70} radius="md" />
        <Skeleton height={70} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}
