import { randomUUID } from 'node:crypto';
import {
  RECEIPT_CONTENT_TYPES,
  type ReceiptContentType,
  UNATTACHED_RECEIPT_HOURS,
} from '@skyparcel/domain/goods-declaration-rules';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/database.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { runEvery } from '../../lib/run-every.ts';
import { isStaff } from '../account/account-credentials.ts';
import {
  attachToOrder,
  claimStaleReceipts,
  findOrderReceipts,
  findReceipt,
  insertReceipt,
} from './receipt-repository.ts';
import type { ReceiptStorage } from './receipt-storage.ts';

type Deps = { db: Database; storage: ReceiptStorage };
const STALE_BATCH = 100;

/**
 * `POST /v1/order/upload-goods-image`: a receipt image of the customer's, PNG or JPEG as its bytes
 * say (a renamed file is `file_upload_is_not_support`), stored under a key of ours. Answers where
 * it is read (`res_url`); it is the customer's until an order takes it, and removed a day later if
 * none does.
 */
export async function uploadReceipt(deps: Deps, upload: { userId: string; bytes: Buffer; now: Date }) {
  const type = await fileTypeFromBuffer(upload.bytes);
  const contentType = RECEIPT_CONTENT_TYPES.find((allowed) => allowed === type?.mime);
  if (!contentType) throw new AppError('file_upload_is_not_support');
  const id = randomUUID();
  await deps.storage.put(id, upload.bytes);
  await insertReceipt(deps.db, {
    id,
    userId: upload.userId,
    storageKey: id,
    contentType,
    sizeBytes: upload.bytes.length,
    createdAt: upload.now,
  });
  return { resUrl: receiptUrl(id) };
}

/** Where a receipt is read: the address the upload answers and a declared item lists. */
const receiptUrl = (id: string) => `/api/v1/order/goods-image/${id}`;

/**
 * A placed order's declared items take their receipts (ids from the items' receipt addresses), in
 * the order's transaction. Each must be an upload of this customer's that no order has taken:
 * otherwise `validation_invalid` at that item's receipts, and the order is not placed.
 */
export async function attachReceipts(
  tx: Tx,
  order: { userId: string; orderId: string; items: readonly { receiptIds: readonly string[] }[] },
): Promise<void> {
  for (const [itemPosition, item] of order.items.entries()) {
    const ids = [...new Set(item.receiptIds)];
    const attached = await attachToOrder(tx, { userId: order.userId, orderId: order.orderId, itemPosition, ids });
    if (attached !== ids.length || ids.length !== item.receiptIds.length) {
      throw AppError.validation([{ field: `goodsInfo.${itemPosition}.receipts`, code: 'validation_invalid' }]);
    }
  }
}

/** An order's receipt addresses per item position. */
export async function receiptsOfOrder(db: Database, orderId: string): Promise<Map<number, string[]>> {
  const byItem = new Map<number, string[]>();
  for (const receipt of await findOrderReceipts(db, orderId)) {
    const position = receipt.itemPosition ?? 0;
    byItem.set(position, [...(byItem.get(position) ?? []), receiptUrl(receipt.id)]);
  }
  return byItem;
}

/** A receipt for its uploader or staff; anyone else, like an unknown id, finds nothing (NOT_FOUND). */
export async function readReceipt(
  deps: Deps,
  request: { userId: string; id: string },
): Promise<{ bytes: Buffer; contentType: ReceiptContentType }> {
  const receipt = await findReceipt(deps.db, request.id);
  const mayRead = receipt && (receipt.userId === request.userId || (await isStaff(deps.db, request.userId)));
  const bytes = mayRead ? await deps.storage.get(receipt.storageKey) : null;
  if (!receipt || !bytes) throw new AppError('NOT_FOUND');
  return { bytes, contentType: receipt.contentType };
}

/**
 * Uploads no order took within a day, removed: each batch claimed with SKIP LOCKED and deleted in
 * one transaction (two processes never take the same), then their files. Answers how many.
 */
export async function removeStaleReceipts(deps: Deps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_RECEIPT_HOURS * 3_600_000);
  let removed = 0;
  while (true) {
    const stale = await inTransaction(deps.db, (tx) => claimStaleReceipts(tx, before, STALE_BATCH));
    for (const receipt of stale) await deps.storage.remove(receipt.storageKey);
    removed += stale.length;
    if (stale.length < STALE_BATCH) return removed;
  }
}

/** Runs the cleanup every `intervalSeconds` in this process until the app closes. */
export function startReceiptCleanup(app: FastifyInstance, deps: Deps, intervalSeconds: number) {
  runEvery(app, { name: 'receipt cleanup', intervalSeconds, run: (now) => removeStaleReceipts(deps, now) });
}
