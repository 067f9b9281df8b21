import type { Address } from '@skyparcel/domain/address-contracts';
import type { ExtraService } from '@skyparcel/domain/catalog-contracts';
import { routeKindOf } from '@skyparcel/domain/cross-border';
import { type CreateOrderInput, superSlotOf } from '@skyparcel/domain/order-contracts';
import { extrasBaseFee, orderFees } from '@skyparcel/domain/order-fees';
import { POST_OFFICE_SERVICE_RADIUS_KM } from '@skyparcel/domain/post-office-contracts';
import type { DeliveryMethod } from '@skyparcel/domain/pricing-contracts';
import { isSpecialCommodity, keepsSpecialCommodityRule } from '@skyparcel/domain/shipment-rules';
import { findOfferedSlot } from '@skyparcel/domain/super-time-slots';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallerContext } from '../../http/call-context.ts';
import { resolveDeclaredGoods } from '../catalog/declared-goods.ts';
import { findOrderableProduct } from '../catalog/find-product.ts';
import { extraServicePricer } from '../catalog/list-extra-prices.ts';
import { getPostOfficePoint } from '../post-offices/get-post-office.ts';
import { servesAddress } from '../post-offices/serving-post-offices.ts';
import { getShipmentAddresses, priceRoute, shipmentSpecOf } from '../pricing/calculate-delivery-methods.ts';
import { redeemVoucher } from '../vouchers/redeem-voucher.ts';
import { assertCrossBorderOrder, assertGoodsDeclared, keepDeclaredGoods } from './cross-border-order.ts';
import type { Offer, OfferFees } from './offer.ts';

/**
 * `POST /v1/order`'s offer (spec 1 section 3), domestic or across the border: every rule re-checked
 * and the price made again by the server (place-order.ts places it). The chosen method's fee lines
 * come from the server's pricing, a Super order's slot fee from the slot offered, the voucher's
 * discount from its redemption under its lock in the order's transaction, and the extra services
 * are priced on the shipping fee after that discount.
 */
export async function buildC2cOffer(context: CallerContext, input: CreateOrderInput): Promise<Offer> {
  return buildC2cOfferBetween(context, await getShipmentAddresses(context, input, 'order'), input);
}

/**
 * The same offer between two addresses already read: the saved ones of the order screen, or an
 * imported row's receiver, written from its cells (import-rows.ts).
 */
export async function buildC2cOfferBetween(
  context: CallerContext,
  { sender, receiver }: { sender: Address; receiver: Address },
  input: CreateOrderInput,
): Promise<Offer> {
  // Korea to Korea gets no further: priceRoute refuses it (NO_SHIPPING_INSIDE_KOREA).
  const kind = routeKindOf(sender.country, receiver.country) ?? 'DOMESTIC';
  await assertCrossBorderOrder(kind, input, receiver);
  // No voucher preview here: the voucher is redeemed under its lock in settleFees.
  const shipment = shipmentSpecOf({ ...input, voucher: undefined });
  const priced = await priceRoute(context, { origin: sender, destination: receiver }, shipment);
  const method = priced.methods.find((candidate) => candidate.deliveryType === input.deliveryType);
  if (!method) throw AppError.validation([{ field: 'deliveryType', code: 'validation_invalid' }]);
  const superSlot = priced.tier === 'SUPER' ? chosenSuperSlot(input, method) : null;
  const superFee = superSlot?.superFee ?? 0;
  const [product, priceExtras, senderPoint, receiverPoint] = await Promise.all([
    findOrderableProduct(context.db, input.productId),
    extraServicePricer(context.db, context.language),
    input.deliveryType[0] === 'P' ? servingPoint(context, 'sender', input.senderPointInfo?.id, sender) : null,
    input.deliveryType[2] === 'P' ? servingPoint(context, 'receiver', input.receiverPointInfo?.id, receiver) : null,
  ]);
  if (kind === 'DOMESTIC' && isSpecialCommodity(product.code) && !keepsSpecialCommodityRule(input)) {
    throw new AppError('SPECIAL_COMMODITY_POST_OFFICE_ONLY');
  }
  assertGoodsDeclared(kind, product.packageType, input);
  const goods = kind === 'DOMESTIC' ? [] : await resolveDeclaredGoods(context.db, product, input.goodsInfo ?? []);

  return {
    order: {
      platform: 'c2c',
      packageType: product.packageType,
      tier: priced.tier,
      deliveryType: input.deliveryType,
      transportRule: priced.transportRule,
      sender,
      receiver,
      senderPoint,
      receiverPoint,
      product: { id: product.id, code: product.code, name: product.name },
      weightG: shipment.weightG,
      dimension: input.dimension,
      chargeableWeightG: priced.chargeableWeightG,
      flightId: method.flight?.flightId ?? null,
      timeSlot: superSlot?.slot ?? null,
      currency: method.currency,
      direction: priced.direction,
      vndRate: method.rate,
      estDateTime: new Date(method.estDateTime),
    },
    settleFees: (tx, orderId) =>
      settleC2cFees(tx, { context, input, productId: product.id, method, priceExtras, superFee, orderId }),
    keepBeside: async (tx, order) => {
      await keepDeclaredGoods(tx, { orderId: order.id, userId: context.userId, goods });
      return {};
    },
  };
}

type FeeSettlement = {
  context: CallerContext;
  input: CreateOrderInput;
  productId: number;
  method: DeliveryMethod;
  priceExtras: (base: number) => ExtraService[];
  superFee: number;
  orderId: string;
};

/**
 * The fee lines, in the order's transaction: the voucher redeemed under its lock (naming the order),
 * then the extra services priced on the shipping fee after its discount, and the total (order-fees.ts).
 */
async function settleC2cFees(tx: Tx, settlement: FeeSettlement): Promise<OfferFees> {
  const { context, input, method } = settlement;
  const redemption = input.voucher
    ? await redeemVoucher(tx, {
        code: input.voucher,
        userId: context.userId,
        productId: settlement.productId,
        shippingFee: method.price,
        orderId: settlement.orderId,
        now: context.now,
      })
    : null;
  const discount = redemption?.discount ?? 0;
  const extras = chosenExtras(settlement.priceExtras(extrasBaseFee(method.price, discount)), input.extraPrices);
  const lines = {
    surcharge: method.breakdown.surcharge,
    dutyFee: method.dutyFee,
    clearanceFee: method.clearanceFee,
    extraClearanceFee: method.extraClearanceFee,
    discount,
    extras,
    superFee: settlement.superFee,
  };
  const { extrasTotal, total } = orderFees({ price: method.price, ...lines });
  return { ...lines, shippingFee: method.price, extrasTotal, voucherCode: redemption?.code ?? null, total };
}

/**
 * Super: the receiving slot must be one the method offers; its fee comes from that offer,
 * never from the client's superswiftFee. The contract has already checked the three fields.
 */
function chosenSuperSlot(input: CreateOrderInput, method: DeliveryMethod) {
  const slot = superSlotOf(input);
  const offered = findOfferedSlot(method.items.receivedTimeSlots, slot);
  if (!offered) throw AppError.validation([{ field: 'dateTimeSlot', code: 'validation_invalid' }]);
  return { slot, superFee: offered.superFee };
}

function chosenExtras(offered: ExtraService[], codes: string[]) {
  return codes.map((code) => {
    const extra = offered.find((candidate) => candidate.code === code);
    if (!extra) throw new AppError('EXTRA_SERVICE_UNKNOWN');
    return { code: extra.code, name: extra.name, price: extra.price };
  });
}

/** Each post office side: its request field (as validation names it and as the wire spells it) and refusal. */
const POINT_SIDES = {
  sender: { field: 'senderPointInfo', wireField: 'sender_point_info', notServing: 'SENDER_POST_OFFICE_NOT_SERVING' },
  receiver: {
    field: 'receiverPointInfo',
    wireField: 'receiver_point_info',
    notServing: 'RECEIVER_POST_OFFICE_NOT_SERVING',
  },
} as const;

/**
 * A post office side's office: it must exist and serve that side's address (its province, within
 * the service radius), the rule the chooser offers by; an office elsewhere would change the route
 * the price was made for.
 */
async function servingPoint(
  context: CallerContext,
  side: 'sender' | 'receiver',
  id: string | undefined,
  address: Address,
) {
  const { field, wireField, notServing } = POINT_SIDES[side];
  const point = id ? await getPostOfficePoint(context.db, id) : null;
  if (!point) throw AppError.validation([{ field, code: 'validation_invalid' }]);
  if (!(await servesAddress(context.db, point.id, address))) {
    throw new AppError(notServing, { params: { km: POST_OFFICE_SERVICE_RADIUS_KM }, data: { field: wireField } });
  }
  return point;
}
