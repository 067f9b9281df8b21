import type { Address } from '@skyparcel/domain/address-contracts';
import { PCCC_PATTERN } from '@skyparcel/domain/address-contracts';
import { offersExtraServices, type RouteKind } from '@skyparcel/domain/cross-border';
import { receiptIdOf } from '@skyparcel/domain/goods-declaration-contracts';
import { usdToCents } from '@skyparcel/domain/goods-declaration-rules';
import type { CreateOrderInput } from '@skyparcel/domain/order-contracts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { ResolvedGoodsItem } from '../catalog/declared-goods.ts';
import { attachReceipts } from '../uploads/receipts.ts';
import { insertGoodsItems } from './order-goods-repository.ts';

/**
 * Checks the Korean customs verification service could make of a receiver's personal customs
 * clearance code. Offline by default: the code's format (P and 12 digits); a deployment with
 * access to the service puts its client behind this.
 */
export type PcccVerifier = { isValid(receiver: { pccc: string; personName: string; phone: string }): Promise<boolean> };

export const offlinePcccVerifier: PcccVerifier = {
  isValid: async ({ pccc }) => PCCC_PATTERN.test(pccc.toUpperCase()),
};

/**
 * What only a cross-border order is refused for, before anything is priced or kept (spec 1
 * sections 5 and 8): to Korea, a receiver without a valid pccc (PCCC_REQUIRED); from Korea,
 * extra services (sold at home only); in won, a voucher (vouchers are written in dong).
 */
export async function assertCrossBorderOrder(
  kind: RouteKind,
  input: Pick<CreateOrderInput, 'extraPrices' | 'voucher'>,
  receiver: Address,
  verifier: PcccVerifier = offlinePcccVerifier,
): Promise<void> {
  if (kind === 'OUTBOUND') {
    if (!receiver.pccc) throw new AppError('PCCC_REQUIRED');
    if (!(await verifier.isValid({ ...receiver, pccc: receiver.pccc }))) {
      throw AppError.validation([{ field: 'receiverAddressId', code: 'validation_pccc_format' }]);
    }
  }
  if (!offersExtraServices(kind) && input.extraPrices.length > 0) throw new AppError('EXTRA_SERVICE_UNKNOWN');
  if (kind === 'INBOUND' && input.voucher) throw new AppError('VOUCHER_INCORRECT');
}

/** A cross-border parcel declares at least one item (`C2cAddProductInvalid`); a document has its fixed one. */
export function assertGoodsDeclared(kind: RouteKind, packageType: string, input: Pick<CreateOrderInput, 'goodsInfo'>) {
  if (kind !== 'DOMESTIC' && packageType === 'PARCEL' && (input.goodsInfo ?? []).length === 0) {
    throw AppError.validation([{ field: 'goodsInfo', code: 'C2cAddProductInvalid' }]);
  }
}

/** The declared items kept with the order, and each item's receipts given to it, in the order's transaction. */
export async function keepDeclaredGoods(
  tx: Tx,
  order: { orderId: string; userId: string; goods: readonly ResolvedGoodsItem[] },
): Promise<void> {
  await insertGoodsItems(
    tx,
    order.goods.map((item, position) => ({
      orderId: order.orderId,
      position,
      categoryId: item.category.id,
      categoryCode: item.category.code,
      quantity: item.quantity,
      productName: item.productName,
      priceCents: usdToCents(item.price),
      material: item.material,
      goodsUrl: item.goodsUrl || null,
    })),
  );
  await attachReceipts(tx, {
    userId: order.userId,
    orderId: order.orderId,
    items: order.goods.map((item) => ({
      receiptIds: item.receipts.map((url) => receiptIdOf(url)).filter((id) => id !== null),
    })),
  });
}
