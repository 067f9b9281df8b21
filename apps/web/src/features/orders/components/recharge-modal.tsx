import { Alert, Button, Modal, Radio, Stack, Text } from '@mantine/core';
import type { RechargeRequest } from '@skyparcel/domain/order-history-contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money.ts';

type RechargeMethod = RechargeRequest['paymentMethod'];
const METHODS: RechargeMethod[] = ['topup', 'VNBANK', 'INTCARD', 'VNPAY'];

/**
 * Paying a recharge: the wallet, or one of VNPay's methods, handed to `onPay` (which pays or sends
 * the customer to pay). A refusal (a wallet that does not cover it) keeps the choice and says why.
 */
export function RechargeModal({
  amount,
  currency,
  opened,
  onClose,
  onPay,
}: {
  amount: number;
  currency: string;
  opened: boolean;
  onClose: () => void;
  onPay: (method: RechargeMethod) => Promise<void>;
}) {
  const { t } = useTranslation();
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
          <Text size="sm">{t('orders.recharge.intro', { amount: money })}</Text>
          <Radio.Group
            label={t('orders.recharge.method')}
            value={method}
            onChange={(value) => setMethod(value as RechargeMethod)}
          >
            <Stack gap="xs" mt="xs">
              {METHODS.map((code) => (
                <Radio
                  key={code}
                  value={code}
                  label={t(`c2cOrder.payment.${code}`)}
                  description={code === 'topup' ? t('orders.recharge.topupHint') : t(`c2cOrder.gatewayHints.${code}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
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
