import type { C2cDraft, WeightSize } from './draft.ts';
import type { DeliveryMethod, ExtraService } from './types.ts';

/*
 * What the order screen derives from the draft and the server's answers (spec 1 sections 4
 * and 5): the fee lines, the missing selections, and the creation request. The server
 * recomputes all of it; these are what the customer sees and sends.
 */

export type FeeSummary = {
  shippingFee: number;
  surcharge: number;
  extras: { code: string; name: string; price: number }[];
  superFee: number;
  discount: number;
  total: number;
};

/** The super fee of the chosen received time slot (Super tier only). */
export function chosenSuperFee(method: DeliveryMethod | null, draft: C2cDraft): number {
  const choice = draft.details.timeSlot;
  if (!method || !choice || draft.details.tier !== 'SUPER') return 0;
  const day = method.items.receivedTimeSlots.find((candidate) => candidate.date === choice.date);
  return day?.slots.find((slot) => slot.start === choice.start && slot.end === choice.end)?.superFee ?? 0;
}

/** Total = delivery + duty + extras + super fee − discount; 0 without a delivery price (spec 1 section 4). */
export function feeSummary(method: DeliveryMethod | null, extras: ExtraService[], draft: C2cDraft): FeeSummary {
  if (!method) return { shippingFee: 0, surcharge: 0, extras: [], superFee: 0, discount: 0, total: 0 };
  const chosen = extras
    .filter((extra) => draft.details.extraCodes.includes(extra.code))
    .map(({ code, name, price }) => ({ code, name, price }));
  const extrasTotal = chosen.reduce((sum, extra) => sum + extra.price, 0);
  const superFee = chosenSuperFee(method, draft);
  const total = method.price + method.dutyFee + extrasTotal + superFee - method.discount;
  return {
    shippingFee: method.price - method.breakdown.surcharge,
    surcharge: method.breakdown.surcharge,
    extras: chosen,
    superFee,
    discount: method.discount,
    total: Math.max(0, total),
  };
}

/** The fee extra services are priced on: price minus discount (the price already holds the surcharge). */
export const extrasBaseFee = (method: DeliveryMethod | null) => (method ? method.price - method.discount : null);

export const hasSize = ({ longs, width, height }: WeightSize) =>
  [longs, width, height].every((side) => side !== null && side > 0);

export type MissingField = 'product' | 'weight' | 'size' | 'deliveryType' | 'timeSlot' | 'paymentMethod' | 'terms';

/** The spec's required selections, each with its message code; empty when the order can go. */
export function missingSelections(draft: C2cDraft): Partial<Record<MissingField, string>> {
  const { details } = draft;
  const missing: Partial<Record<MissingField, string>> = {};
  if (!details.product) missing.product = 'C2cNoChooseProduct';
  if (!details.weightSize.weight) missing.weight = 'C2cNoValueWeight';
  if (!hasSize(details.weightSize)) missing.size = 'C2cNoValueSize';
  if (!details.deliveryType) missing.deliveryType = 'C2cNoChooseDeliveryMethod';
  if (details.tier === 'SUPER' && !details.timeSlot) missing.timeSlot = 'C2cNoChooseTimeSlot';
  if (!details.paymentMethod) missing.paymentMethod = 'C2cNoChoosePaymentMethod';
  if (!details.termsAgreed) missing.terms = 'TermAndConditionAgreedValid';
  return missing;
}

export const dimensionOf = ({ longs, width, height }: WeightSize) => `${longs}x${width}x${height}`;

/** The address fields the server needs to price and route a shipment. */
export function shipmentOf(draft: C2cDraft) {
  const { details } = draft;
  return {
    senderAddressId: draft.senderAddress?.id ?? '',
    receiverAddressId: draft.receiverAddress?.id ?? '',
    productId: details.product?.id ?? 0,
    weight: details.weightSize.weight ?? 0,
    dimension: dimensionOf(details.weightSize),
    premium: details.tier === 'PREMIUM',
    super: details.tier === 'SUPER',
  };
}

/** The creation request of spec 1 section 3 for a domestic order (the client sends camelCase; it goes snake_case). */
export function toOrderRequest(draft: C2cDraft, method: DeliveryMethod, total: number) {
  const { details, senderAddress, receiverAddress, senderPoint, receiverPoint } = draft;
  const slot = details.tier === 'SUPER' ? details.timeSlot : null;
  return {
    ...shipmentOf(draft),
    deliveryType: method.deliveryType,
    amount: total,
    discountAmount: method.discount,
    voucher: details.voucher?.code ?? '',
    note: details.note,
    paymentMethod: details.paymentMethod,
    extraPrices: details.extraCodes,
    chosenExtraPrice: details.extraCodes,
    senderPointInfo: method.deliveryType.startsWith('P') ? senderPoint : null,
    receiverPointInfo: method.deliveryType.endsWith('P') ? receiverPoint : null,
    fromLat: senderAddress?.lat,
    fromLng: senderAddress?.long,
    toLat: receiverAddress?.lat,
    toLng: receiverAddress?.long,
    transportRules: [method.transportRule],
    estDateTime: method.estDateTime,
    dateTimeSlot: slot?.date,
    timeSlotFrom: slot?.start,
    timeSlotTo: slot?.end,
    superswiftFee: chosenSuperFee(method, draft),
    location: 'VI',
    hasInsurance: false,
    benAgreed: details.termsAgreed,
    device: 'browser',
    deviceType: 'web',
    ver: '1.8.2',
  };
}
