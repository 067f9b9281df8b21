import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import type { FeeAdjustmentKind } from '@skyparcel/domain/fee-adjustment-rules';
import type { RechargeRequest } from '@skyparcel/domain/order-history-contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MethodRadios } from '../../../components/ui/method-radios.tsx';
import { useMoney } from '../../../lib/use-money.ts';

type RechargeMethod = RechargeRequest['paymentMethod'];
const METHODS: RechargeMethod[] = ['topup', 'VNBANK', 'INTCARD', 'VNPAY'];

/**
 * Paying a recharge: the wallet, or one of VNPay's methods, handed to `onPay` (which pays or sends
 * the customer to pay). A refusal (a wallet that does not cover it) keeps the choice and says why.
 */
export function RechargeModal({
  kind,
  amount,
  currency,
  opened,
  onClose,
  onPay,
}: {
  /** What raised the total: the intro says why, and nothing it cannot promise. */
  kind: FeeAdjustmentKind;
  amount: number;
  currency: string;
  opened: boolean;
  onClose: () => void;
  onPay: (method: RechargeMethod) => Promise<void>;
}) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const [method, setMethod] = useState<RechargeMethod>('topup');
  const pay = useMutation({ mutationFn: onPay });
  const money = formatMoney(amount, currency);
  const failure = pay.error?.message || (pay.error ? t('errors.INTERNAL_ERROR') : null);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders.recharge.title')}
      centered
      closeButtonProps={{ 'aria-label': t('orders.recharge.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          pay.mutate(method);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t(`orders.recharge.intro.${kind}`, { amount: money })}</Text>
          <MethodRadios
            label={t('orders.recharge.method')}
            methods={METHODS}
            value={method}
            onChange={setMethod}
            hintOf={(code) => (code === 'topup' ? t('orders.recharge.topupHint') : null)}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {t('orders.recharge.failed', { message: failure })}
            </Alert>
          ) : null}
          <Button type="submit" loading={pay.isPending} fullWidth data-autofocus>
            {t('orders.recharge.submit', { amount: money })}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
