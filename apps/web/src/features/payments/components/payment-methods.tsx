import { Group, Radio, Stack, Text } from '@mantine/core';
import type { PaymentGroup, PaymentMethod, PaymentOption } from '@skyparcel/domain/payment-contracts';
import { isPortoneMethod, isVnpayMethod } from '@skyparcel/domain/payment-rules';
import { walletCovers } from '@skyparcel/domain/wallet-rules';
import {
  IconBuildingBank,
  IconCash,
  IconCreditCard,
  IconDeviceMobile,
  IconQrcode,
  IconWallet,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';

// Only for a domestic bank payment: fetched when that method is chosen.
const BankPicker = lazy(() => import('./bank-picker.tsx').then((module) => ({ default: module.BankPicker })));

type PaymentCode = PaymentMethod;

type PaymentMethodsProps = {
  options: PaymentOption[];
  /** An order in won: the same methods by kind (card, easy pay, transfer), shown under their headings. */
  groups?: PaymentGroup[];
  pointTopup: number;
  total: number;
  value: PaymentCode | null;
  onChange: (code: PaymentCode) => void;
  /** The bank chosen for a domestic card or account payment (VNBANK); null lets VNPay ask. */
  bank: string | null;
  onBankChange: (code: string | null) => void;
  error?: string;
  /** Where cash is paid: to the courier at pickup (parcels), or at the airport drop-off (Cargo Direct). */
  cashAt?: CashPoint;
};

type CashPoint = 'pickup' | 'airport';

const ICONS: Record<PaymentCode, TablerIcon> = {
  cash: IconCash,
  topup: IconWallet,
  VNBANK: IconBuildingBank,
  INTCARD: IconCreditCard,
  VNPAY: IconQrcode,
  KCP: IconCreditCard,
  card: IconCreditCard,
  phone: IconDeviceMobile,
  payco: IconWallet,
  samsung: IconDeviceMobile,
  vbank: IconBuildingBank,
};

/**
 * The methods the server offers: cash on pickup, the top-up wallet while it holds more than the
 * total (spec 1 section 5), VNPay's bank, card and QR, which are paid on VNPay's page, and for an
 * order in won PortOne's Korean methods, paid in its window.
 */
export function PaymentMethods(props: PaymentMethodsProps) {
  const { options, groups = [], pointTopup, total, value, onChange, error, cashAt = 'pickup' } = props;
  const { t } = useTranslation();
  const card = (option: PaymentOption) => (
    <MethodCard
      key={option.code}
      option={option}
      isShort={option.code === 'topup' && !walletCovers(pointTopup, total)}
      pointTopup={pointTopup}
      cashAt={cashAt}
    />
  );
  return (
    <Radio.Group
      value={value ?? ''}
      onChange={(code) => onChange(code as PaymentCode)}
      label={t('c2cOrder.paymentTitle')}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {groups.length === 0
          ? options.map(card)
          : groups
              .filter((group) => group.isShow)
              .map((group) => (
                <Stack key={group.code} gap="xs" role="group" aria-labelledby={`pay-group-${group.code}`}>
                  <Text id={`pay-group-${group.code}`} size="xs" fw={700} tt="uppercase" c="dark.4" mt={4}>
                    {t(`c2cOrder.paymentGroups.${group.code}`)}
                  </Text>
                  {group.methods.map(card)}
                </Stack>
              ))}
        {/* Beside the cards, not inside one: a card is itself a button, and a list inside it would not be reachable. */}
        {value === 'VNBANK' ? (
          <Suspense fallback={null}>
            <BankPicker value={props.bank} onChange={props.onBankChange} />
          </Suspense>
        ) : null}
      </Stack>
    </Radio.Group>
  );
}

type CardProps = { option: PaymentOption; isShort: boolean; pointTopup: number; cashAt: CashPoint };

function MethodCard({ option, isShort, pointTopup, cashAt }: CardProps) {
  const { t } = useTranslation();
  const OptionIcon = ICONS[option.code];
  return (
    <Radio.Card value={option.code} disabled={isShort} p="sm" radius="md" data-testid={`pay-${option.code}`}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <OptionIcon size={20} aria-hidden />
        <Stack gap={0} style={{ flex: 1 }}>
          <Text size="sm" fw={600}>
            {option.code === 'cash' && cashAt === 'airport'
              ? t('paymentMethods.cashAtAirport')
              : t(`paymentMethods.${option.code}`)}
          </Text>
          <MethodHint code={option.code} isShort={isShort} pointTopup={pointTopup} cashAt={cashAt} />
        </Stack>
      </Group>
    </Radio.Card>
  );
}

function MethodHint({ code, isShort, pointTopup, cashAt }: Omit<CardProps, 'option'> & { code: PaymentCode }) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  if (code === 'topup') {
    return (
      <Text size="xs" c={isShort ? 'red.8' : 'dimmed'}>
        {isShort
          ? t('errors.global_not_enough_point')
          : t('c2cOrder.walletBalance', { amount: formatMoney(pointTopup, 'VND') })}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {isVnpayMethod(code)
        ? t(`c2cOrder.gatewayHints.${code}`)
        : isPortoneMethod(code)
          ? t('c2cOrder.gatewayHints.portone')
          : t(cashAt === 'airport' ? 'c2cOrder.cashHintAirport' : 'c2cOrder.cashHint')}
    </Text>
  );
}
