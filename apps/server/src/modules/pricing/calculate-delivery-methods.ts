import type { Address } from '@skyparcel/domain/address-contracts';
import { HOME_COUNTRY } from '@skyparcel/domain/location-id';
import { errorMessage } from '@skyparcel/domain/messages';
import { POST_OFFICE_SERVICE_RADIUS_KM } from '@skyparcel/domain/post-office-contracts';
import { type Handover, type Quote, type RouteClass, routeClassOf, type Tier } from '@skyparcel/domain/pricing';
import type { DeliveryMethod, PriceAnswer, PriceRequest } from '@skyparcel/domain/pricing-contracts';
import {
  DEFAULT_SHIPMENT_SIZE,
  domesticModeOf,
  handoverRefusal,
  type ShipmentMode,
  weightIssue,
} from '@skyparcel/domain/shipment-rules';
import { offeredWindow, type ReceivedTimeSlotDay, receivedTimeSlots } from '@skyparcel/domain/super-time-slots';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { getAddresses } from '../addresses/get-address.ts';
import { findOrderableProduct } from '../catalog/find-product.ts';
import { getSetting } from '../content/get-setting.ts';
import { paymentOptions } from '../payments/payment-options.ts';
import { haveServingPostOffices } from '../post-offices/serving-post-offices.ts';
import { previewVoucher, type VoucherPreview } from '../vouchers/preview-voucher.ts';
import type { DeliveryEstimate } from './delivery-estimate.ts';
import { loadTariff } from './tariff-repository.ts';
import { comparedTier, compareStandardAndPremium, planOrRefusal, planTier } from './tier-plans.ts';

/** Rule names of the two domestic route classes, as orders carry them (spec 2 section 2). */
export const TRANSPORT_RULES: Record<RouteClass, string> = { INNER_CITY: 'Nội Thành', INTER_CITY: 'Liên Thành Phố' };

/** Who asks and when: a call's context without its input, as the order also prices. */
export type PricingContext = Omit<CallContext<unknown>, 'input'>;

/** The two ends of a domestic route, from saved addresses (price call, order) or bare locations (preorder). */
export type RouteEnds = {
  origin: { country: string; province: string };
  destination: { country: string; province: string };
};

/** What is sent and how; without weight or dimension the product's default size is quoted (preorder). */
export type ShipmentSpec = {
  productId: number;
  weight?: number;
  dimension?: string;
  premium: boolean;
  super: boolean;
  isInseparable?: boolean;
  voucher?: string;
};

/**
 * `POST /v1/order/calculate-price`: the customer's two saved addresses, resolved to their
 * locations and priced by `priceRoute`.
 */
export async function calculateDeliveryMethods(call: CallContext<PriceRequest>): Promise<PriceAnswer> {
  const { sender, receiver } = await getShipmentAddresses(call, call.input);
  const [priced, paymentConfig, servedSides] = await Promise.all([
    priceRoute(call, { origin: sender, destination: receiver }, call.input),
    paymentOptions(call.db, call.userId, call.payments),
    haveServingPostOffices(call.db, [sender, receiver]),
  ]);
  const methods = priced.methods.map((method) => withoutPostOffice(call, method, servedSides));
  return { ...priced, methods, paymentConfig };
}

/**
 * A handover through a post office where no office serves that address cannot be ordered (order
 * creation refuses the office): the method says so, unless the product's rule already did.
 */
function withoutPostOffice(
  context: PricingContext,
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

/** The customer's own sender and receiver (another customer's id is 404), which must be two places. */
export async function getShipmentAddresses(
  context: PricingContext,
  ids: { senderAddressId: string; receiverAddressId: string },
): Promise<{ sender: Address; receiver: Address }> {
  const [sender, receiver] = await getAddresses(
    context.db,
    context.userId,
    [ids.senderAddressId, ids.receiverAddressId],
    context.language,
  );
  assertDifferentAddresses(sender, receiver);
  return { sender, receiver };
}

/**
 * The delivery methods of a domestic shipment for the chosen tier: one per handover kind,
 * each priced by the tariff and timed by the flight it would take; Super methods list the
 * receiving slots. The server is the only authority on price; the client's numbers are a
 * preview. Shared by the price call, the preorder quote and order creation (which redeems
 * the voucher itself, so it asks for no preview).
 */
export async function priceRoute(
  context: PricingContext,
  route: RouteEnds,
  shipment: ShipmentSpec,
): Promise<Omit<PriceAnswer, 'paymentConfig'>> {
  await assertDomesticRouteOffered(context.db, route);
  const product = await findOrderableProduct(context.db, shipment.productId);
  const defaults = DEFAULT_SHIPMENT_SIZE[product.packageType];
  const size = { weight: shipment.weight ?? defaults.weight, dimension: shipment.dimension ?? defaults.dimension };
  const tier: Tier = shipment.super ? 'SUPER' : shipment.premium ? 'PREMIUM' : 'BASIC';
  assertWeightWithinMode(size.weight, domesticModeOf({ tier, packageType: product.packageType, ...shipment }));
  const routeClass = routeClassOf(route.origin.province, route.destination.province);
  const tariff = await loadTariff(context.db);
  const priced = { size, routeClass, product };
  const otherTier = comparedTier(tier);
  const [plan, otherPlan] = await Promise.all([
    planTier(context, tariff, route, { ...priced, tier }),
    otherTier ? planOrRefusal(context, tariff, route, { ...priced, tier: otherTier }) : null,
  ]);
  const tiers = otherPlan ? compareStandardAndPremium(context, plan, otherPlan) : [];
  const voucher = shipment.voucher
    ? await previewVoucher(context.db, {
        code: shipment.voucher,
        userId: context.userId,
        productId: product.id,
        now: context.now,
      })
    : null;
  const { estimate } = plan;
  const slots = tier === 'SUPER' ? receivedTimeSlots(estimate.estDateTime, tariff.superTimeSlots) : [];
  return {
    tier,
    routeClass,
    transportRule: TRANSPORT_RULES[routeClass],
    methods: plan.quotes.map(({ handover, quote: q }) =>
      toMethod(handover, q, { estimate, routeClass, voucher, slots, refusal: refusalOf(context, product, handover) }),
    ),
    tiers,
    voucher: voucher ? { code: voucher.code, res: voucher.res } : null,
  };
}

/** The weight bound of the shipment's mode (a document, Super, a parcel), at the weight field. */
function assertWeightWithinMode(weight: number, mode: ShipmentMode) {
  const issue = weightIssue(mode, weight);
  if (issue) throw AppError.validation([{ field: 'weight', ...issue }]);
}

/** Two saved addresses at the same place are one address (spec 1 section 5). */
function assertDifferentAddresses(sender: Address, receiver: Address) {
  const isSameAddress = sender.locId === receiver.locId && sender.address.trim() === receiver.address.trim();
  if (isSameAddress)
    throw AppError.validation([{ field: 'receiverAddressId', code: 'validation_select_address_same' }]);
}

/** Spec 1 section 8 route errors that a domestic order can hit before any price. */
async function assertDomesticRouteOffered(db: Database, route: RouteEnds) {
  if (route.origin.country !== HOME_COUNTRY || route.destination.country !== HOME_COUNTRY) {
    // Cross-border orders arrive with their own issue (declarations, customs, pccc).
    throw new AppError('CROSS_BORDER_NOT_AVAILABLE');
  }
  const pickupProvinces = await getSetting<string[]>(db, 'pickupProvinces', []);
  if (!pickupProvinces.includes(route.origin.province)) throw new AppError('ONLY_CERTAIN_CITIES');
}

/** The product's handover rule, said in the caller's language. */
function refusalOf(context: PricingContext, product: { code: string }, handover: Handover) {
  const code = handoverRefusal(product.code, handover);
  return code ? { code, message: errorMessage(context.language, code) } : null;
}

function toMethod(
  handover: Handover,
  q: Quote,
  timing: {
    estimate: DeliveryEstimate;
    routeClass: RouteClass;
    voucher: VoucherPreview | null;
    slots: ReceivedTimeSlotDay[];
    refusal: DeliveryMethod['unavailable'];
  },
): DeliveryMethod {
  const { estimate, routeClass, voucher, slots } = timing;
  // Super: the receiver's choice runs from the first offered start to the last offered end, and
  // the arrival shown is the first slot's start, so the summary and the slots say the same.
  const window = offeredWindow(slots);
  const estDateTime = (window?.from ?? estimate.estDateTime).toISOString();
  return {
    deliveryType: handover,
    price: q.shippingFee,
    currency: 'VND' as const,
    // What the voucher would take off this price; the order redeems it and checks again.
    discount: voucher?.discountOn(q.shippingFee) ?? 0,
    dutyFee: 0,
    chargeableWeight: q.chargeableWeightG / 1000,
    breakdown: { baseFee: q.baseFee, doorFee: q.doorFee, surcharge: q.surcharge },
    estDateTime,
    // Drop-off points: 1 where that side is a post office (P), 0 at the door.
    originDop: handover[0] === 'P' ? 1 : 0,
    destinationDop: handover[2] === 'P' ? 1 : 0,
    transportRule: TRANSPORT_RULES[routeClass],
    unavailable: timing.refusal,
    flight: estimate.flight
      ? {
          flightId: estimate.flight.id,
          flightNumber: estimate.flight.flightNumber,
          origin: estimate.flight.origin,
          destination: estimate.flight.destination,
          departureAt: estimate.flight.departureAt.toISOString(),
          arrivalAt: estimate.flight.arrivalAt.toISOString(),
        }
      : null,
    items: {
      minEndTime: window?.from.toISOString() ?? estDateTime,
      before: window?.to.toISOString() ?? estDateTime,
      receivedTimeSlots: slots,
    },
  };
}
