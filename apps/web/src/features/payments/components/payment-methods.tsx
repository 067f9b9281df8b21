import { Group, Radio, Stack, Text } from '@mantine/core';
import type { PaymentMethod, PaymentOption } from '@skyparcel/domain/payment-contracts';
import { walletCovers } from '@skyparcel/domain/wallet-rules';
import { IconCash, IconCreditCard, IconWallet, type Icon as TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money.ts';

type PaymentCode = PaymentMethod;

type PaymentMethodsProps = {
  options: PaymentOption[];
  pointTopup: number;
  total: number;
  value: PaymentCode | null;
  onChange: (code: PaymentCode) => void;
  error?: string;
};

// Gateways (bank, card, VNPay) get their own icons with the payments issue.
const ICONS: Partial<Record<PaymentCode, TablerIcon>> = { cash: IconCash, topup: IconWallet };

/** Cash on pickup, or the top-up wallet while it holds more than the total (spec 1 section 5). */
export function PaymentMethods({ options, pointTopup, total, value, onChange, error }: PaymentMethodsProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value ?? ''}
      onChange={(code) => onChange(code as PaymentCode)}
      label={t('c2cOrder.paymentTitle')}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option) => {
          const isShort = option.code === 'topup' && !walletCovers(pointTopup, total);
          const OptionIcon = ICONS[option.code] ?? IconCreditCard;
          return (
            <Radio.Card
              key={option.code}
              value={option.code}
              disabled={isShort}
              p="sm"
              radius="md"
              data-testid={`pay-${option.code}`}
            >
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <OptionIcon size={20} aria-hidden />
                <Stack gap={0} style={{ flex: 1 }}>
                  <Text size="sm" fw={600}>
                    {t(`c2cOrder.payment.${option.code}`)}
                  </Text>
                  {option.code === 'topup' ? (
                    <Text size="xs" c={isShort ? 'red.8' : 'dimmed'}>
                      {isShort
                        ? t('errors.global_not_enough_point')
                        : t('c2cOrder.walletBalance', { amount: formatMoney(pointTopup, 'VND') })}
                    </Text>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('c2cOrder.cashHint')}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
