import { serverPaymentOutcome } from '@skyparcel/domain/confirmation-rules';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client-error.ts';
import { getOrderPayment, PAYMENT_KEY, recordGatewayReturn } from '../api/order-payment.ts';
import { type GatewayReturn, gatewayReturnKey } from '../gateway-return.ts';

/** How often the page asks again while the bank has not answered. */
const PENDING_POLL_MS = 3_000;

/**
 * The order's payment as the server has it, which the confirmation page shows instead of its
 * query string. Back from a gateway (`gatewayReturn`: VNPay's signed result, or PortOne's imp_uid),
 * the result is first passed to the server, once; a query the server cannot verify is noted (`invalidReturn`) and the stored
 * status is read instead. While the bank has not answered, an order's payment is asked again every
 * 3 s. A top-up (no order) is known by its return only.
 */
export function useConfirmedPayment(orderId: string | undefined, gatewayReturn: GatewayReturn | null) {
  const hasPostedReturn = useRef(false);
  const [invalidReturn, setInvalidReturn] = useState(false);
  const query = useQuery({
    // A top-up has no order: its return alone says which payment it is.
    queryKey: [...PAYMENT_KEY, orderId ?? (gatewayReturn && gatewayReturnKey(gatewayReturn))],
    enabled: Boolean(orderId ?? gatewayReturn),
    queryFn: async ({ signal }) => {
      if (gatewayReturn && (!hasPostedReturn.current || !orderId)) {
        try {
          const recorded = await recordGatewayReturn(gatewayReturn, signal);
          hasPostedReturn.current = true;
          return recorded;
        } catch (error) {
          if (!isApiError(error) || error.code !== 'PAYMENT_RESULT_INVALID') throw error;
          hasPostedReturn.current = true;
          setInvalidReturn(true);
        }
      }
      if (!orderId) throw new Error('a payment without an order is read through its return');
      return getOrderPayment(orderId, signal);
    },
    refetchInterval: (current) =>
      orderId && current.state.data && serverPaymentOutcome(current.state.data) === 'pending' ? PENDING_POLL_MS : false,
  });
  return { ...query, invalidReturn };
}
