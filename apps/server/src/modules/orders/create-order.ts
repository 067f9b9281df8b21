import { randomUUID } from 'node:crypto';
import type { Address } from '@skyparcel/domain/address-contracts';
import type { ExtraService } from '@skyparcel/domain/catalog-contracts';
import { currencyOfRoute, routeKindOf } from '@skyparcel/domain/cross-border';
import { formatMoney } from '@skyparcel/domain/money-format';
import { type CreateOrderInput, superSlotOf } from '@skyparcel/domain/order-contracts';
import { extrasBaseFee, orderFees } from '@skyparcel/domain/order-fees';
import { POST_OFFICE_SERVICE_RADIUS_KM } from '@skyparcel/domain/post-office-contracts';
import type { DeliveryMethod } from '@skyparcel/domain/pricing-contracts';
import { isSpecialCommodity, keepsSpecialCommodityRule } from '@skyparcel/domain/shipment-rules';
import { findOfferedSlot } from '@skyparcel/domain/super-time-slots';
import { vietnamDay } from '@skyparcel/domain/time-zones';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { resolveDeclaredGoods } from '../catalog/declared-goods.ts';
import { findOrderableProduct } from '../catalog/find-product.ts';
import { extraServicePricer } from '../catalog/list-extra-prices.ts';
import { bookFlightWeight } from '../flights/book-flight-weight.ts';
import { chosenBank, isPaymentMethodAvailable } from '../payments/payment-options.ts';
import { startPayment } from '../payments/start-payment.ts';
import { getPostOfficePoint } from '../post-offices/get-post-office.ts';
import { servesAddress } from '../post-offices/serving-post-offices.ts';
import { getShipmentAddresses, type PricingContext, priceRoute } from '../pricing/calculate-delivery-methods.ts';
import { redeemVoucher } from '../vouchers/redeem-voucher.ts';
import { assertCrossBorderOrder, assertGoodsDeclared, keepDeclaredGoods } from './cross-border-order.ts';
import { insertOrder, type OrderRow } from './order-repository.ts';
import { type Idempotency, placeOncePerKey } from './place-once-per-key.ts';
import { startOrderJourney } from './record-order-step.ts';

type Context = PricingContext;

/**
 * `POST /v1/order`: re-checks every rule, recomputes the price, and in one transaction
 * redeems the voucher, stores the order (with a cross-border parcel's declared goods and their
 * receipts) and its payment (the wallet pays at once; a gateway
 * payment waits, see start-payment.ts), and books the flight weight. Super orders carry one
 * of the offered receiving slots and pay its fee. A client total that
 * differs from the server's is PRICE_CHANGED (nothing is kept). The same Idempotency-Key
 * with the same request within 24 h answers the first order, also to a request sent while the
 * first still runs (place-once-per-key.ts).
 */
export async function createOrder(
  call: CallContext<CreateOrderInput>,
  idempotencyKey: string | undefined,
): Promise<OrderRow> {
  const { input, ...context } = call;
  return placeOncePerKey(context, input, idempotencyKey, (idempotency) => placeOrder(context, input, idempotency));
}

async function placeOrder(context: Context, input: CreateOrderInput, idempotency: Idempotency): Promise<OrderRow> {
  const { sender, receiver } = await getShipmentAddresses(context, input);
  // Korea to Korea gets no further: priceRoute refuses it (NO_SHIPPING_INSIDE_KOREA).
  const kind = routeKindOf(sender.country, receiver.country) ?? 'DOMESTIC';
  // Dong inside Vietnam and to Korea, won from Korea: the method must pay in the order's currency.
  if (!isPaymentMethodAvailable(context.payments, input.paymentMethod, currencyOfRoute(kind)))
    throw new AppError('PAYMENT_METHOD_NOT_AVAILABLE');
  const bankCode = await chosenBank(context.db, input.paymentMethod, input.vnpBank);
  await assertCrossBorderOrder(kind, input, receiver);
  // No voucher preview here: the voucher is redeemed under its lock below.
  const priced = await priceRoute(context, { origin: sender, destination: receiver }, { ...input, voucher: undefined });
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

  // Known before the voucher is redeemed, so the redemption names its order (an unpaid order gives it back).
  const orderId = randomUUID();
  return context.db.transaction(async (tx) => {
    const redemption = input.voucher
      ? await redeemVoucher(tx, {
          code: input.voucher,
          userId: context.userId,
          productId: product.id,
          shippingFee: method.price,
          orderId,
          now: context.now,
        })
      : null;
    const discount = redemption?.discount ?? 0;
    const extrasBase = extrasBaseFee(method.price, discount);
    const extras = chosenExtras(priceExtras(extrasBase), input.extraPrices);
    const { extrasTotal, total } = orderFees({
      price: method.price,
      surcharge: method.breakdown.surcharge,
      dutyFee: method.dutyFee,
      clearanceFee: method.clearanceFee,
      extraClearanceFee: method.extraClearanceFee,
      discount,
      extras,
      superFee,
    });
    if (total !== input.amount) {
      throw new AppError('PRICE_CHANGED', {
        params: { amount: formatMoney(total, method.currency) },
        data: { amount: total },
      });
    }
    const chargeableWeightG = Math.round(method.chargeableWeight * 1000);
    const codePrefix = `SP${vietnamDay(context.now).slice(2).replaceAll('-', '')}`;
    const order = await insertOrder(tx, codePrefix, {
      id: orderId,
      userId: context.userId,
      status: 'IN_PROGRESS',
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
      weightG: Math.round(input.weight * 1000),
      dimension: input.dimension,
      chargeableWeightG,
      flightId: method.flight?.flightId ?? null,
      shippingFee: method.price,
      surcharge: method.breakdown.surcharge,
      dutyFee: method.dutyFee,
      clearanceFee: method.clearanceFee,
      extraClearanceFee: method.extraClearanceFee,
      extras,
      extrasTotal,
      superFee,
      timeSlot: superSlot?.slot ?? null,
      discount,
      voucherCode: redemption?.code ?? null,
      total,
      currency: method.currency,
      direction: priced.direction,
      vndRate: method.rate,
      paymentMethod: input.paymentMethod,
      note: input.note,
      estDateTime: new Date(method.estDateTime),
      idempotencyKey: idempotency.idempotencyKey ?? null,
      requestHash: idempotency.requestHash ?? null,
      createdAt: context.now,
    });
    await keepDeclaredGoods(tx, { orderId: order.id, userId: context.userId, goods });
    await startOrderJourney(tx, order.id, context.now);
    await startPayment(tx, context.payments, {
      order,
      method: input.paymentMethod,
      bankCode,
      now: context.now,
    });
    // Last, so the flight's row lock (every order on a busy route waits for it) is held only
    // until the commit; the order row above takes no lock another order needs.
    if (method.flight) await bookFlightWeight(tx, method.flight.flightId, chargeableWeightG);
    return order;
  });
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
async function servingPoint(context: Context, side: 'sender' | 'receiver', id: string | undefined, address: Address) {
  const { field, wireField, notServing } = POINT_SIDES[side];
  const point = id ? await getPostOfficePoint(context.db, id) : null;
  if (!point) throw AppError.validation([{ field, code: 'validation_invalid' }]);
  if (!(await servesAddress(context.db, point.id, address))) {
    throw new AppError(notServing, { params: { km: POST_OFFICE_SERVICE_RADIUS_KM }, data: { field: wireField } });
  }
  return point;
}
