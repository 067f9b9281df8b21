import { Alert, Loader } from '@mantine/core';
import { serverPaymentOutcome } from '@skyparcel/domain/confirmation-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayReturn } from '../../features/payments/gateway-return.ts';
import { useConfirmedPayment } from '../../features/payments/hooks/use-confirmed-payment.ts';
import { WALLET_KEY } from '../../features/wallet/api/get-wallet-info.ts';
import { formatMoney } from '../../lib/format-money.ts';

/**
 * Back from VNPay after a top-up: the signed result goes to the server, and the page says what
 * the server recorded; a paid top-up refreshes the balance and the ledger.
 */
export function TopupReturn({ gatewayReturn }: { gatewayReturn: GatewayReturn }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const payment = useConfirmedPayment(undefined, gatewayReturn);
  const outcome = payment.data ? serverPaymentOutcome(payment.data) : null;
  useEffect(() => {
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
  }, [outcome, queryClient]);

  if (payment.isPending) {
    return (
      <Alert color="blue" icon={<Loader size="xs" aria-hidden />} role="status">
        {t('wallet.topup.checking')}
      </Alert>
    );
  }
  if (payment.isError || payment.invalidReturn) {
    return (
      <Alert color="yellow" role="status">
        {t('errors.PAYMENT_RESULT_INVALID')}
      </Alert>
    );
  }
  const messages = {
    success: { color: 'teal', text: t('wallet.topup.succeeded', { amount: formatMoney(payment.data.amount, 'VND') }) },
    failed: { color: 'red', text: t('wallet.topup.notPaid') },
    pending: { color: 'blue', text: t('wallet.topup.waiting') },
  } as const;
  const shown = messages[outcome ?? 'pending'];
  return (
    <Alert color={shown.color} role="status" data-testid="topup-result">
      {shown.text}
    </Alert>
  );
}
