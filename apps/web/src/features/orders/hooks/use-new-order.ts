import { useState } from 'react';
import { type NewOrder, readNewOrder } from '../../../lib/new-order.ts';

/** The order just placed, read once when the page opens. */
export function useNewOrder(): NewOrder | null {
  const [order] = useState(readNewOrder);
  return order;
}
