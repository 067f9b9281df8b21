import type { Tx } from '../../db/transaction.ts';
import { deleteOrderRedemption } from './voucher-repository.ts';

/** An order that never got paid gives its voucher use back, inside the caller's transaction. */
export function releaseOrderVoucher(tx: Tx, orderId: string): Promise<void> {
  return deleteOrderRedemption(tx, orderId);
}
