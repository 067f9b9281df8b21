import { Alert, Loader } from '@mantine/core';
import { serverPaymentOutcome } from '@skyparcel/domain/confirmation-rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import type { GatewayReturn } from '../gateway-return.ts';
import { useConfirmedPayment } from '../hooks/use-confirmed-payment.ts';

/** Where the page's texts are: `checking`, `succeeded` (with the amount), `notPaid`, `waiting`. */
type ReturnTexts = 'wallet.topup' | 'orders.recharge';

/**
 * Back from VNPay after a payment that has no confirmation page of its own (a top-up, a recharge):
 * the signed result goes to the server, and the page says what the server recorded; `onPaid` runs
 * once it is paid (to read the balance or the order again).
 */
export function GatewayReturnAlert({
  gatewayReturn,
  texts,
  onPaid,
}: {
  gatewayReturn: GatewayReturn;
  texts: ReturnTexts;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const payment = useConfirmedPayment(undefined, gatewayReturn);
  const outcome = payment.data ? serverPaymentOutcome(payment.data) : null;
  useEffect(() => {
    if (outcome === 'success') onPaid();
  }, [outcome, onPaid]);

  if (payment.isPending) {
    return (
      <Alert color="blue" icon={<Loader size="xs" aria-hidden />} role="status">
        {t(`${texts}.checking`)}
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
  const amount = formatMoney(payment.data.amount, payment.data.currency);
  const messages = {
    success: { color: 'teal', text: t(`${texts}.succeeded`, { amount }) },
    failed: { color: 'red', text: t(`${texts}.notPaid`) },
    pending: { color: 'blue', text: t(`${texts}.waiting`) },
  } as const;
  const shown = messages[outcome ?? 'pending'];
  return (
    <Alert color={shown.color} role="status" data-testid="gateway-return-result">
      {shown.text}
    </Alert>
  );
}
