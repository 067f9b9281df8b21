import { notifications } from '@mantine/notifications';
import type { ExtraService } from '@skyparcel/domain/catalog-contracts';
import type { DeliveryMethod } from '@skyparcel/domain/pricing-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createOrder } from '../../../features/orders/api/create-order.ts';
import { createVatInvoice } from '../../../features/orders/api/create-vat.ts';
import { followHandOff, paymentHandOff } from '../../../features/payments/payment-hand-off.ts';
import { fetchPaymentOrigins } from '../../../features/site-config/api/get-site-config.ts';
import { WALLET_KEY } from '../../../features/wallet/api/get-wallet-info.ts';
import { type ApiErrorCode, errorMessageOf, isApiError } from '../../../lib/api-client-error.ts';
import { focusFirstFieldError } from '../../../lib/focus-first-field-error.ts';
import { idempotencyKeyFor } from '../../../lib/idempotency-key.ts';
import { writeNewOrder } from '../../../lib/new-order-handoff.ts';
import { keepPlacedDraft } from '../../../lib/order-draft.ts';
import { afterOrderPlaced, type C2cDraft } from '../draft.ts';
import { feeSummary, missingSelections, placeFieldErrors, type ScreenField, toOrderRequest } from '../order-rules.ts';

/** New order status of spec 1 section 4. */
export type OrderStatus = 'init' | 'processing' | 'completed' | 'failed' | 'load_not_available' | 'invalid_input';
const LOAD_CODES = new Set<ApiErrorCode>(['PLANE_OUT_OF_LOAD', 'FLIGHT_NOT_FOUND']);

type PlaceOrderInput = { draft: C2cDraft; method: DeliveryMethod | null; extras: ExtraService[] };

/**
 * The errors at the fields after an attempt: each missing selection while it is still missing
 * (ticking the box clears its message), and the server's field reasons until the draft changes.
 */
function useFieldErrors(draft: C2cDraft) {
  const { t } = useTranslation();
  const [hasTried, setHasTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ draft: C2cDraft; errors: Partial<Record<ScreenField, string>> }>();
  const missing = hasTried ? missingSelections(draft) : {};
  const fieldErrors: Partial<Record<ScreenField, string>> = {
    ...Object.fromEntries(Object.entries(missing).map(([field, code]) => [field, t(`validation.${code}`)])),
    ...(serverErrors?.draft === draft ? serverErrors.errors : {}),
  };
  return { fieldErrors, setHasTried, setServerErrors };
}

/**
 * Places the order: checks the required selections, posts it with an Idempotency-Key kept
 * until the request changes (a retried click makes one order), sends the VAT details, stores
 * `newOrder` for the confirmation page and hands off to payment. Failures toast top right, and
 * the server's field reasons show at their fields.
 */
export function usePlaceOrder(draft: C2cDraft, onPlaced: (next: C2cDraft) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OrderStatus>('init');
  const { fieldErrors, setHasTried, setServerErrors } = useFieldErrors(draft);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // Each refused attempt, so the page goes to its first error once the errors are on screen.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstFieldError();
  }, [refusals]);

  const mutation = useMutation({
    mutationFn: async ({ draft, method, extras }: PlaceOrderInput & { method: DeliveryMethod }) => {
      const request = toOrderRequest(draft, method, feeSummary(method, extras, draft).total);
      const created = await createOrder(request, idempotencyKeyFor(attempt, request));
      if (draft.details.vat) await sendVat(created.order.orderId, draft);
      return created;
    },
  });

  async function sendVat(orderId: string, draft: C2cDraft) {
    try {
      await createVatInvoice(orderId, draft.details.vat as NonNullable<C2cDraft['details']['vat']>);
    } catch (error) {
      // The order stands; the invoice can be asked for again from customer service.
      notifications.show({ color: 'yellow', message: t('c2cOrder.vatFailed', { message: errorMessageOf(error, t) }) });
    }
  }

  async function placeOrder({ draft, method, extras }: PlaceOrderInput) {
    setHasTried(true);
    const codes = Object.values(missingSelections(draft));
    if (codes.length > 0 || !method) {
      setStatus('invalid_input');
      setRefusals((count) => count + 1);
      notifications.show({ color: 'red', message: t(`validation.${codes[0] ?? 'C2cNoChooseDeliveryMethod'}`) });
      return;
    }
    setStatus('processing');
    try {
      const { order, custom } = await mutation.mutateAsync({ draft, method, extras });
      writeNewOrder(order);
      keepPlacedDraft('c2c', order.uuid, draft);
      // A wallet payment moved the balance the top-up page and the next price call show.
      if (order.paymentMethod === 'topup') void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      setStatus('completed');
      setHasTried(false);
      attempt.current = null;
      onPlaced(afterOrderPlaced(draft));
      const paymentOrigins = await fetchPaymentOrigins(queryClient);
      await followHandOff(paymentHandOff(order.paymentMethod, custom, paymentOrigins), navigate);
    } catch (error) {
      const code = isApiError(error) ? error.code : 'INTERNAL_ERROR';
      setStatus(LOAD_CODES.has(code) ? 'load_not_available' : 'failed');
      const placed = isApiError(error) ? placeFieldErrors(error.fieldErrors) : {};
      setServerErrors({ draft, errors: placed });
      // A new price or a full plane: ask again so the screen shows what the server now offers.
      if (code === 'PRICE_CHANGED' || LOAD_CODES.has(code))
        void queryClient.invalidateQueries({ queryKey: ['pricing'] });
      const [firstReason] = Object.values(placed);
      notifications.show({
        color: 'red',
        title: t('c2cOrder.orderFailed'),
        message: firstReason ?? errorMessageOf(error, t),
      });
    }
  }

  return { placeOrder, status, fieldErrors, isPlacing: mutation.isPending };
}
