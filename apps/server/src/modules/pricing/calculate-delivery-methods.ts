import type { Address } from '@skyparcel/domain/address-contracts';
import { currencyOfRoute, type Direction, type RouteKind, routeKindOf } from '@skyparcel/domain/cross-border';
import type { DeclaredGoodsItem } from '@skyparcel/domain/goods-declaration-contracts';
import { errorMessage } from '@skyparcel/domain/messages';
import { POST_OFFICE_SERVICE_RADIUS_KM } from '@skyparcel/domain/post-office-contracts';
import {
  type Handover,
  type Quote,
  type RouteClass,
  routeClassOf,
  type Tariff,
  type Tier,
} from '@skyparcel/domain/pricing';
import type { DeliveryMethod, PriceAnswer, PriceRequest } from '@skyparcel/domain/pricing-contracts';
import {
  DEFAULT_SHIPMENT_SIZE,
  domesticModeOf,
  handoverRefusal,
  type ShipmentMode,
  weightIssue,
} from '@skyparcel/domain/shipment-rules';
import { offeredWindow, type ReceivedTimeSlotDay, receivedTimeSlots } from '@skyparcel/domain/super-time-slots';
import { gramsOf, kilogramsOf } from '@skyparcel/domain/weights';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext, CallerContext } from '../../http/call-context.ts';
import { getAddresses, getQuotedAddresses } from '../addresses/get-address.ts';
import { resolveDeclaredGoods } from '../catalog/declared-goods.ts';
import { findOrderableProduct } from '../catalog/find-product.ts';
import { getSetting } from '../content/get-setting.ts';
import { paymentOptions } from '../payments/payment-options.ts';
import { haveServingPostOffices } from '../post-offices/serving-post-offices.ts';
import { previewVoucher, type VoucherPreview } from '../vouchers/preview-voucher.ts';
import { crossBorderCharges, DOMESTIC_CHARGES, type RouteCharges } from './cross-border-charges.ts';
import type { DeliveryEstimate } from './delivery-estimate.ts';
import { loadTariff } from './tariff-repository.ts';
import { comparedTier, compareStandardAndPremium, planOrRefusal, planTier, type RouteEnds } from './tier-plans.ts';

/** Rule names of the two domestic route classes, as orders carry them (spec 2 section 2). */
export const TRANSPORT_RULES: Record<RouteClass, string> = { INNER_CITY: 'Nội Thành', INTER_CITY: 'Liên Thành Phố' };
/** Rule names of the two directions across the border (not the inner/inter-city names: the waybill icon shows). */
const CROSS_BORDER_RULES: Record<Direction, string> = {
  OUTBOUND: 'Việt Nam - Hàn Quốc',
  INBOUND: 'Hàn Quốc - Việt Nam',
};

/**
 * What is sent and how, the weight in grams; without weight or dimension the product's default size
 * is quoted (preorder).
 */
export type ShipmentSpec = {
  productId: number;
  weightG?: number;
  dimension?: string;
  premium: boolean;
  super: boolean;
  isInseparable?: boolean;
  voucher?: string;
  /** A cross-border parcel's declared goods (a document's fixed item is the product's). */
  goodsInfo?: DeclaredGoodsItem[];
};

/**
 * `POST /v1/order/calculate-price`: the customer's two saved addresses, resolved to their
 * locations and priced by `priceRoute`.
 */
/**
 * A request's shipment as pricing takes it: the contract's kilograms become grams here, once (a
 * weight the request must have stays a number).
 */
export function shipmentSpecOf<S extends Omit<ShipmentSpec, 'weightG'> & { weight?: number }>({
  weight,
  ...shipment
}: S) {
  return { ...shipment, weightG: (weight === undefined ? undefined : gramsOf(weight)) as S['weight'] };
}

export async function calculateDeliveryMethods(call: CallContext<PriceRequest>): Promise<PriceAnswer> {
  const { sender, receiver } = await getShipmentAddresses(call, call.input, 'quote');
  const currency = currencyOfRoute(routeKindOf(sender.country, receiver.country) ?? 'DOMESTIC');
  const [priced, paymentConfig, servedSides] = await Promise.all([
    priceRoute(call, { origin: sender, destination: receiver }, shipmentSpecOf(call.input)),
    paymentOptions(call.db, call.userId, call.payments, currency),
    haveServingPostOffices(call.db, [sender, receiver]),
  ]);
  const { chargeableWeightG: _booked, ...answer } = priced;
  const methods = answer.methods.map((method) => withoutPostOffice(call, method, servedSides));
  return { ...answer, methods, paymentConfig };
}

/**
 * A handover through a post office where no office serves that address cannot be ordered (order
 * creation refuses the office): the method says so, unless the product's rule already did.
 */
function withoutPostOffice(
  context: CallerContext,
  method: DeliveryMethod,
  [senderServed, receiverServed]: boolean[],
): DeliveryMethod {
  if (method.unavailable) return method;
  const code =
    method.originDop === 1 && !senderServed
      ? 'NO_POST_OFFICE_FOR_SENDER'
      : method.destinationDop === 1 && !receiverServed
        ? 'NO_POST_OFFICE_FOR_RECEIVER'
        : null;
  if (!code) return method;
  const message = errorMessage(context.language, code, { km: POST_OFFICE_SERVICE_RADIUS_KM });
  return { ...method, unavailable: { code, message } };
}

/**
 * The customer's own sender and receiver (another customer's id is 404), which must be two places:
 * for a quote from the cache (getQuotedAddresses), for an order as they are now.
 */
export async function getShipmentAddresses(
  context: CallerContext,
  ids: { senderAddressId: string; receiverAddressId: string },
  purpose: 'quote' | 'order',
): Promise<{ sender: Address; receiver: Address }> {
  const read = purpose === 'quote' ? getQuotedAddresses : getAddresses;
  const [sender, receiver] = await read(
    context.db,
    context.userId,
    [ids.senderAddressId, ids.receiverAddressId],
    context.language,
  );
  assertDifferentAddresses(sender, receiver);
  return { sender, receiver };
}

/**
 * The delivery methods of a shipment for the chosen tier, inside Vietnam or across the border:
 * one per handover kind the route has, each priced by the tariff and timed by the flight it would
 * take; Super methods list the receiving slots; a cross-border one carries its customs lines in
 * the direction's currency. The server is the only authority on price; the client's numbers are
 * a preview. Shared by the price call, the preorder quote and order creation (which redeems the
 * voucher itself, so it asks for no preview).
 */
export async function priceRoute(
  context: CallerContext,
  route: RouteEnds,
  shipment: ShipmentSpec,
): Promise<PricedRoute> {
  const tariff = await loadTariff(context.db);
  const kind = await assertRouteOffered(context.db, route, tariff);
  const product = await findOrderableProduct(context.db, shipment.productId);
  const direction = kind === 'DOMESTIC' ? undefined : kind;
  // Only products cleared for Korea travel across (the product list offers no other there).
  if (direction && !product.isKorean) throw new AppError('PRODUCT_NOT_AVAILABLE');
  const defaults = DEFAULT_SHIPMENT_SIZE[product.packageType];
  const size = {
    weightG: shipment.weightG ?? gramsOf(defaults.weight),
    dimension: shipment.dimension ?? defaults.dimension,
  };
  const tier: Tier = shipment.super ? 'SUPER' : shipment.premium ? 'PREMIUM' : 'BASIC';
  assertWeightWithinMode(size.weightG, domesticModeOf({ tier, packageType: product.packageType, ...shipment }));
  const routeClass = routeClassOf(route.origin.province, route.destination.province);
  const priced = { size, routeClass, product, direction };
  const otherTier = comparedTier(tier);
  const [plan, otherPlan, charges] = await Promise.all([
    planTier(context, tariff, route, { ...priced, tier }),
    otherTier ? planOrRefusal(context, tariff, route, { ...priced, tier: otherTier }) : null,
    routeCharges(context, { direction, tariff, product, goods: shipment.goodsInfo ?? [] }),
  ]);
  const tiers = otherPlan ? compareStandardAndPremium(context, plan, otherPlan) : [];
  // Vouchers are written in dong: an order in won cannot use one.
  const voucher = !shipment.voucher
    ? null
    : charges.currency !== 'VND'
      ? { code: shipment.voucher, res: 'VOUCHER_INCORRECT' as const, discountOn: () => 0 }
      : await previewVoucher(context.db, {
          code: shipment.voucher,
          userId: context.userId,
          productId: product.id,
          now: context.now,
        });
  const { estimate } = plan;
  const slots = tier === 'SUPER' ? receivedTimeSlots(estimate.estDateTime, tariff.superTimeSlots) : [];
  const transportRule = direction ? CROSS_BORDER_RULES[direction] : TRANSPORT_RULES[routeClass];
  const timing = methodTiming(estimate, slots, transportRule);
  return {
    tier,
    routeClass,
    direction: kind,
    currency: charges.currency,
    transportRule,
    methods: plan.quotes.map(({ handover, quote: q }) =>
      toMethod(handover, q, {
        timing,
        voucher,
        charges,
        // The special goods' post-office-only rule is Vietnam's: across the border one side is a door.
        refusal: direction ? null : refusalOf(context, product, handover),
      }),
    ),
    tiers,
    voucher: voucher ? { code: voucher.code, res: voucher.res } : null,
    chargeableWeightG: plan.quotes[0].quote.chargeableWeightG,
  };
}

/**
 * A priced route: the price answer without the payment config, and the chargeable weight in grams
 * (the same for every handover kind: one size, one divisor), which an order books on its flight.
 */
export type PricedRoute = Omit<PriceAnswer, 'paymentConfig'> & { chargeableWeightG: number };

/** The customs lines and currency of the route: none, in dong, inside Vietnam. */
async function routeCharges(
  context: CallerContext,
  shipment: {
    direction: Direction | undefined;
    tariff: Tariff;
    product: Awaited<ReturnType<typeof findOrderableProduct>>;
    goods: readonly DeclaredGoodsItem[];
  },
): Promise<RouteCharges> {
  const { direction, tariff, product } = shipment;
  if (!direction) return DOMESTIC_CHARGES;
  const goods = await resolveDeclaredGoods(context.db, product, shipment.goods);
  return crossBorderCharges(context, { direction, tariff: tariff.crossBorder[direction], goods });
}

/** The weight bound of the shipment's mode (a document, Super, a parcel), at the weight field. */
export function assertWeightWithinMode(weightG: number, mode: ShipmentMode) {
  // The limits are the weight field's, in the kilograms it is entered in (shared with the screen).
  const issue = weightIssue(mode, kilogramsOf(weightG));
  if (issue) throw AppError.validation([{ field: 'weight', ...issue }]);
}

/** Two saved addresses at the same place are one address (spec 1 section 5). */
function assertDifferentAddresses(sender: Address, receiver: Address) {
  const isSameAddress = sender.locId === receiver.locId && sender.address.trim() === receiver.address.trim();
  if (isSameAddress)
    throw AppError.validation([{ field: 'receiverAddressId', code: 'validation_select_address_same' }]);
}

/**
 * Spec 1 section 8 route errors that an order can hit before any price: nothing inside Korea;
 * a direction switched off in the tariff; a pickup in Vietnam only from the provinces served.
 */
export async function assertRouteOffered(db: Database, route: RouteEnds, tariff: Tariff): Promise<RouteKind> {
  const kind = routeKindOf(route.origin.country, route.destination.country);
  if (kind === null) throw new AppError('NO_SHIPPING_INSIDE_KOREA');
  if (kind !== 'DOMESTIC' && !tariff.crossBorder[kind].open) {
    throw new AppError(kind === 'OUTBOUND' ? 'VN_TO_KOREA_NOT_AVAILABLE' : 'ROUTE_NOT_OPERATING');
  }
  if (kind === 'INBOUND') return kind;
  const pickupProvinces = await getSetting<string[]>(db, 'pickupProvinces', []);
  if (!pickupProvinces.includes(route.origin.province)) throw new AppError('ONLY_CERTAIN_CITIES');
  return kind;
}

/** The product's handover rule, said in the caller's language. */
function refusalOf(context: CallerContext, product: { code: string }, handover: Handover) {
  const code = handoverRefusal(product.code, handover);
  return code ? { code, message: errorMessage(context.language, code) } : null;
}

/** What every method of one tier shares: its arrival, its flight and its receiving slots, as the wire carries them. */
type MethodTiming = Pick<DeliveryMethod, 'estDateTime' | 'transportRule' | 'flight' | 'items'>;

function methodTiming(estimate: DeliveryEstimate, slots: ReceivedTimeSlotDay[], transportRule: string): MethodTiming {
  // Super: the receiver's choice runs from the first offered start to the last offered end, and
  // the arrival shown is the first slot's start, so the summary and the slots say the same.
  const window = offeredWindow(slots);
  const estDateTime = (window?.from ?? estimate.estDateTime).toISOString();
  const { flight } = estimate;
  return {
    estDateTime,
    transportRule,
    flight: flight
      ? {
          flightId: flight.id,
          flightNumber: flight.flightNumber,
          origin: flight.origin,
          destination: flight.destination,
          departureAt: flight.departureAt.toISOString(),
          arrivalAt: flight.arrivalAt.toISOString(),
        }
      : null,
    items: {
      minEndTime: window?.from.toISOString() ?? estDateTime,
      before: window?.to.toISOString() ?? estDateTime,
      receivedTimeSlots: slots,
    },
  };
}

function toMethod(
  handover: Handover,
  q: Quote,
  priced: {
    timing: MethodTiming;
    voucher: Pick<VoucherPreview, 'discountOn'> | null;
    charges: RouteCharges;
    refusal: DeliveryMethod['unavailable'];
  },
): DeliveryMethod {
  const { timing, voucher, charges } = priced;
  return {
    deliveryType: handover,
    price: q.shippingFee,
    currency: charges.currency,
    // What the voucher would take off this price; the order redeems it and checks again.
    discount: voucher?.discountOn(q.shippingFee) ?? 0,
    dutyFee: charges.dutyFee,
    clearanceFee: charges.clearanceFee,
    extraClearanceFee: charges.extraClearanceFee,
    rate: charges.rate,
    toCurrency: charges.rate === null ? null : 'VND',
    chargeableWeight: kilogramsOf(q.chargeableWeightG),
    breakdown: { baseFee: q.baseFee, doorFee: q.doorFee, surcharge: q.surcharge },
    estDateTime: timing.estDateTime,
    // Drop-off points: 1 where that side is a post office (P), 0 at the door.
    originDop: handover[0] === 'P' ? 1 : 0,
    destinationDop: handover[2] === 'P' ? 1 : 0,
    transportRule: timing.transportRule,
    unavailable: priced.refusal,
    // Shared between the methods: the answer is serialised, never changed in place.
    flight: timing.flight,
    items: timing.items,
  };
}
