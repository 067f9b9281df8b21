import { Group, Progress, Stack, Text } from '@mantine/core';
import { KOREA_DECLARED_VALUE_LIMIT_CENTS } from '@skyparcel/domain/goods-declaration-rules';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';

/**
 * The 150 USD meter of goods to Korea (spec 1 section 9): how much of the limit the declared
 * goods use and what is left, live while typing; over the limit it turns red and says by how much.
 */
export function ValueMeter({ declaredCents }: { declaredCents: number }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const leftCents = KOREA_DECLARED_VALUE_LIMIT_CENTS - declaredCents;
  const isOver = leftCents < 0;
  const usd = (cents: number) => formatMoney(cents / 100, 'USD');
  const percent = Math.min(100, (declaredCents / KOREA_DECLARED_VALUE_LIMIT_CENTS) * 100);
  return (
    <Stack gap={4} data-testid="value-meter">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('declarations.meterLabel', { limit: usd(KOREA_DECLARED_VALUE_LIMIT_CENTS) })}
        </Text>
        <Text size="sm" fw={700} c={isOver ? 'red.8' : 'dark.7'} aria-live="polite">
          {isOver
            ? t('declarations.meterOver', { amount: usd(-leftCents) })
            : t('declarations.meterLeft', { amount: usd(leftCents) })}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={isOver ? 'red.8' : percent >= 80 ? 'orange.7' : 'teal.7'}
        aria-label={t('declarations.meterAria', {
          declared: usd(declaredCents),
          limit: usd(KOREA_DECLARED_VALUE_LIMIT_CENTS),
        })}
      />
    </Stack>
  );
}
