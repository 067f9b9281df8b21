import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { VNPAY_BANK_CODES, type VnpayMethod } from '@skyparcel/domain/payment-rules';
import type { TopupRequest } from '@skyparcel/domain/wallet-contracts';
import { TOPUP_MAX_AMOUNT, TOPUP_MIN_AMOUNT, TOPUP_PRESETS } from '@skyparcel/domain/wallet-rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MethodRadios } from '../../../components/ui/method-radios.tsx';
import { useMoney } from '../../../lib/use-money.ts';

const METHODS = Object.keys(VNPAY_BANK_CODES) as VnpayMethod[];

/**
 * The top-up form: an amount (typed, or one of the quick amounts) within the domain's limits and
 * one of VNPay's methods, handed to `onPay` (which sends the customer to pay). A failed start keeps
 * what was typed and says why.
 */
export function TopupModal({
  opened,
  onClose,
  onPay,
}: {
  opened: boolean;
  onClose: () => void;
  onPay: (request: TopupRequest) => Promise<void>;
}) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const [amount, setAmount] = useState<number | ''>('');
  const [method, setMethod] = useState<VnpayMethod>('VNBANK');
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({ mutationFn: onPay });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (amount === '' || amount < TOPUP_MIN_AMOUNT || amount > TOPUP_MAX_AMOUNT) {
      setError(
        t('validation.validation_topup_amount', {
          min: formatMoney(TOPUP_MIN_AMOUNT, 'VND'),
          max: formatMoney(TOPUP_MAX_AMOUNT, 'VND'),
        }),
      );
      return;
    }
    setError(null);
    try {
      await start.mutateAsync({ amount, paymentMethod: method });
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : t('errors.INTERNAL_ERROR');
      setError(t('wallet.topup.failed', { message }));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('wallet.topup.title')}
      centered
      closeButtonProps={{ 'aria-label': t('wallet.topup.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NumberInput
            label={t('wallet.topup.amount')}
            value={amount}
            onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
            min={TOPUP_MIN_AMOUNT}
            max={TOPUP_MAX_AMOUNT}
            step={10_000}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            thousandSeparator="."
            decimalSeparator=","
            suffix=" đ"
            error={error}
            data-autofocus
          />
          <Stack gap={6}>
            <Text size="sm" fw={500} id="topup-presets">
              {t('wallet.topup.presets')}
            </Text>
            <Group gap="xs" role="group" aria-labelledby="topup-presets">
              {TOPUP_PRESETS.map((preset) => (
                <Button
                  key={preset}
                  size="xs"
                  variant={amount === preset ? 'filled' : 'light'}
                  aria-pressed={amount === preset}
                  onClick={() => setAmount(preset)}
                >
                  {formatMoney(preset, 'VND')}
                </Button>
              ))}
            </Group>
          </Stack>
          <MethodRadios label={t('wallet.topup.method')} methods={METHODS} value={method} onChange={setMethod} />
          <Text size="xs" c="dimmed">
            {t('c2cOrder.paymentRedirect')}
          </Text>
          <Button type="submit" loading={start.isPending} fullWidth>
            {t('wallet.topup.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
