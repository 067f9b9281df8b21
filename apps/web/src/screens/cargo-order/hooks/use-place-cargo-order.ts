import { notifications } from '@mantine/notifications';
import type { CreateCargoOrderRequest } from '@skyparcel/domain/cargo-contracts';
import { vietnamToday } from '@skyparcel/domain/time-zones';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CARGO_KEY, checkCapacity, createCargoOrder } from '../../../features/cargo/api/cargo-api.ts';
import { createVatInvoice } from '../../../features/orders/api/create-vat.ts';
import { followHandOff, paymentHandOff } from '../../../features/payments/payment-hand-off.ts';
import { fetchPaymentOrigins } from '../../../features/site-config/api/get-site-config.ts';
import { WALLET_KEY } from '../../../features/wallet/api/get-wallet-info.ts';
import { errorMessageOf, isApiError } from '../../../lib/api-client-error.ts';
import { idempotencyKeyFor } from '../../../lib/idempotency-key.ts';
import { writeNewOrder } from '../../../lib/new-order-handoff.ts';
import { keepPlacedDraft } from '../../../lib/order-draft.ts';
import { afterOrderPlaced, type BillField, type CargoBill, missingChoices } from '../bill.ts';

/** Cargo order submission status (spec 2 section 4). */
export type SubmitStatus = 'init' | 'processing' | 'completed' | 'failed' | 'invalid_input' | 'load_not_available';

/** The order as the server takes it: the flight and the shipment searched, the payment, the agreed total. */
function toCargoOrderRequest(bill: CargoBill, amount: number): CreateCargoOrderRequest | null {
  const { senderAddress, receiverAddress, details } = bill;
  const { flight, search, paymentMethod } = details;
  if (!senderAddress || !receiverAddress || !flight || !search || !paymentMethod) return null;
  return {
    flightId: flight.flightId,
    senderAddressId: senderAddress.id,
    receiverAddressId: receiverAddress.id,
    orderDetails: [{ productionCode: search.productCode }],
    weight: search.weight,
    dimension: search.dimension,
    paymentMethod,
    vnpBank: details.bankCode ?? undefined,
    amount,
    note: '',
    benAgreed: true,
  } as CreateCargoOrderRequest;
}

/**
 * Orders (spec 2 section 4 "Cargo order submission"): the input check, the flight's capacity
 * check (no room: load_not_available with the server's reason, which opens the out-of-capacity
 * dialog), the order with an Idempotency-Key kept while the request is the same, the VAT
 * details, `newOrder` for the confirmation page, and the payment hand-off.
 */
export function usePlaceCargoOrder(bill: CargoBill, onPlaced: (next: CargoBill) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SubmitStatus>('init');
  const [hasTried, setHasTried] = useState(false);
  const [outOfLoad, setOutOfLoad] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const missing = hasTried ? missingChoices(bill) : {};
  const fieldErrors = Object.fromEntries(
    Object.entries(missing).map(([field, code]) => [field, t(`validation.${code}`)]),
  ) as Partial<Record<BillField, string>>;

  const mutation = useMutation({
    mutationFn: async (request: CreateCargoOrderRequest) => {
      const capacity = await checkCapacity({
        flightId: request.flightId,
        weight: request.weight,
        dimension: request.dimension,
      });
      if (!capacity.isAvailable) return { outOfLoad: capacity.message || t('errors.load_not_available') } as const;
      const created = await createCargoOrder(request, idempotencyKeyFor(attempt, request));
      if (bill.details.vat) await sendVat(created.order.orderId);
      return created;
    },
  });

  async function sendVat(orderId: string) {
    try {
      await createVatInvoice(orderId, bill.details.vat as NonNullable<CargoBill['details']['vat']>);
    } catch (error) {
      // The order stands; the invoice can be asked for again from customer service.
      notifications.show({ color: 'yellow', message: t('c2cOrder.vatFailed', { message: errorMessageOf(error, t) }) });
    }
  }

  async function placeOrder(amount: number | null) {
    setHasTried(true);
    const codes = Object.values(missingChoices(bill));
    const request = amount === null ? null : toCargoOrderRequest(bill, amount);
    if (codes.length > 0 || !request) {
      setStatus('invalid_input');
      notifications.show({ color: 'red', message: t(`validation.${codes[0] ?? 'OrderBillFlightValid'}`) });
      return;
    }
    setStatus('processing');
    try {
      const result = await mutation.mutateAsync(request);
      if ('outOfLoad' in result) {
        setStatus('load_not_available');
        setOutOfLoad(result.outOfLoad);
        return;
      }
      const { order, custom } = result;
      writeNewOrder(order);
      keepPlacedDraft('cargo', order.uuid, bill);
      if (order.paymentMethod === 'topup') void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      setStatus('completed');
      setHasTried(false);
      attempt.current = null;
      onPlaced(afterOrderPlaced(bill, vietnamToday()));
      await followHandOff(
        paymentHandOff(order.paymentMethod, custom, await fetchPaymentOrigins(queryClient)),
        navigate,
      );
    } catch (error) {
      if (isApiError(error) && error.code === 'load_not_available') {
        // Filled between the check and the order: the same dialog, with the server's reason.
        setStatus('load_not_available');
        setOutOfLoad(error.message);
        return;
      }
      setStatus('failed');
      // A new price: ask again, so the panel shows what the server now charges.
      if (isApiError(error) && error.code === 'PRICE_CHANGED')
        void queryClient.invalidateQueries({ queryKey: CARGO_KEY });
      notifications.show({ color: 'red', title: t('c2cOrder.orderFailed'), message: errorMessageOf(error, t) });
    }
  }

  return {
    placeOrder,
    status,
    fieldErrors,
    isPlacing: mutation.isPending,
    outOfLoad,
    closeOutOfLoad: () => setOutOfLoad(null),
  };
}
