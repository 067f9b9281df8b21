import { convert } from '@skyparcel/domain/amounts';
import type { ExtraService } from '@skyparcel/domain/catalog-contracts';
import { offersExtraServices } from '@skyparcel/domain/cross-border';
import { extrasBaseFee as baseFeeForExtras, orderFees } from '@skyparcel/domain/order-fees';
import type { DeliveryMethod } from '@skyparcel/domain/pricing-contracts';
import { domesticModeOf } from '@skyparcel/domain/shipment-limits';
import { findOfferedSlot } from '@skyparcel/domain/super-time-slots';
import { type C2cDraft, isGlobalDraft, routeKindOfDraft, type WeightSize } from './draft.ts';

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
  /** Customs lines of a cross-border order (0 within Vietnam). */
  dutyFee: number;
  clearanceFee: number;
  extraClearanceFee: number;
  discount: number;
  total: number;
  /** What the prices are in, and a won total in dong at the day's rate (null in dong). */
  currency: string;
  totalInDong: number | null;
};

const NO_FEES: FeeSummary = {
  shippingFee: 0,
  surcharge: 0,
  extras: [],
  superFee: 0,
  dutyFee: 0,
  clearanceFee: 0,
  extraClearanceFee: 0,
  discount: 0,
  total: 0,
  currency: 'VND',
  totalInDong: null,
};

/** The super fee of the chosen received time slot (Super tier only), from the method's offer. */
export function chosenSuperFee(method: DeliveryMethod | null, draft: C2cDraft): number {
  const choice = draft.details.timeSlot;
  if (!method || !choice || draft.details.tier !== 'SUPER') return 0;
  const chosen = { date: choice.date, from: choice.start, to: choice.end };
  return findOfferedSlot(method.items.receivedTimeSlots, chosen)?.superFee ?? 0;
}

/** The domain's fee lines (the server charges the same), with the chosen extras named; 0 without a price. */
export function feeSummary(method: DeliveryMethod | null, extras: ExtraService[], draft: C2cDraft): FeeSummary {
  if (!method) return NO_FEES;
  const chosen = extras
    .filter((extra) => offersExtrasFor(draft) && draft.details.extraCodes.includes(extra.code))
    .map(({ code, name, price }) => ({ code, name, price }));
  const fees = orderFees({
    price: method.price,
    surcharge: method.breakdown.surcharge,
    dutyFee: method.dutyFee,
    clearanceFee: method.clearanceFee,
    extraClearanceFee: method.extraClearanceFee,
    discount: method.discount,
    extras: chosen,
    superFee: chosenSuperFee(method, draft),
  });
  const { extrasTotal: _extrasTotal, ...lines } = fees;
  const totalInDong = method.rate === null ? null : convert(fees.total, method.rate, 1);
  return { ...lines, extras: chosen, currency: method.currency, totalInDong };
}

/** Extra services are sold within Vietnam and to Korea, not from Korea (spec 1 section 4). */
export const offersExtrasFor = (draft: C2cDraft) => offersExtraServices(routeKindOfDraft(draft) ?? 'DOMESTIC');

/** The fee extra services are priced on (the price already holds the surcharge). */
export const extrasBaseFee = (method: DeliveryMethod | null) =>
  method ? baseFeeForExtras(method.price, method.discount) : null;

export const hasSize = ({ longs, width, height }: WeightSize) =>
  [longs, width, height].every((side) => side !== null && side > 0);

export type MissingField =
  | 'product'
  | 'weight'
  | 'size'
  | 'goods'
  | 'pccc'
  | 'deliveryType'
  | 'timeSlot'
  | 'paymentMethod'
  | 'terms';
/** Where an error shows on the order screen: a missing selection's place, or the address block. */
export type ScreenField = MissingField | 'addresses';

/** The server's request fields (snake_case, as its field errors name them) by where they show. */
const SERVER_FIELD_PLACES: Record<string, ScreenField> = {
  weight: 'weight',
  is_inseparable: 'weight',
  dimension: 'size',
  product_id: 'product',
  sender_address_id: 'addresses',
  receiver_address_id: 'addresses',
  delivery_type: 'deliveryType',
  sender_point_info: 'deliveryType',
  receiver_point_info: 'deliveryType',
  date_time_slot: 'timeSlot',
  time_slot_from: 'timeSlot',
  time_slot_to: 'timeSlot',
  payment_method: 'paymentMethod',
  ben_agreed: 'terms',
  goods_info: 'goods',
};

/**
 * A validation error's field messages (already in the customer's language) placed at the
 * screen's fields; the first message for a place wins. Fields the screen does not show are left
 * out, so the caller can still say something general about them.
 */
export function placeFieldErrors(fields: readonly { field: string; message: string }[]) {
  const placed: Partial<Record<ScreenField, string>> = {};
  for (const { field, message } of fields) {
    const place = SERVER_FIELD_PLACES[field.split('.')[0]];
    if (place && !placed[place]) placed[place] = message;
  }
  return placed;
}

/** The spec's required selections, each with its message code; empty when the order can go. */
export function missingSelections(draft: C2cDraft): Partial<Record<MissingField, string>> {
  const { details } = draft;
  const missing: Partial<Record<MissingField, string>> = {};
  if (!details.product) missing.product = 'C2cNoChooseProduct';
  if (!details.weightSize.weight) missing.weight = 'C2cNoValueWeight';
  if (!hasSize(details.weightSize)) missing.size = 'C2cNoValueSize';
  if (needsDeclaredGoods(draft) && details.goods.length === 0) missing.goods = 'C2cAddProductInvalid';
  if (routeKindOfDraft(draft) === 'OUTBOUND' && !draft.receiverAddress?.pccc) missing.pccc = 'C2cGlobalAddressPCCC';
  if (!details.deliveryType) missing.deliveryType = 'C2cNoChooseDeliveryMethod';
  if (details.tier === 'SUPER' && !details.timeSlot) missing.timeSlot = 'C2cNoChooseTimeSlot';
  if (!details.paymentMethod) missing.paymentMethod = 'C2cNoChoosePaymentMethod';
  if (!details.termsAgreed) missing.terms = 'TermAndConditionAgreedValid';
  return missing;
}

/** A cross-border parcel declares its goods; a cross-border document carries the fixed Documents item. */
export const needsDeclaredGoods = (draft: C2cDraft) => isGlobalDraft(draft) && draft.details.packageType === 'PARCEL';

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
    isInseparable: details.packageType === 'PARCEL' && details.isInseparable,
    premium: details.tier === 'PREMIUM',
    super: details.tier === 'SUPER',
    // The declared value decides the 150 USD rule and the duty (cross-border parcels only).
    goodsInfo: needsDeclaredGoods(draft) ? details.goods : undefined,
  };
}

/** The weight limits that apply to the draft (the domain's modes, as the server reads them). */
export const shipmentModeOf = ({ details }: C2cDraft) => domesticModeOf(details);

/**
 * The creation request of spec 1 section 3 (the client sends camelCase; it
 * goes snake_case): the contract's fields, and the spec's others the server does not use. Call it
 * once `missingSelections` is empty.
 */
export function toOrderRequest(draft: C2cDraft, method: DeliveryMethod, total: number) {
  const { details, senderAddress, receiverAddress, senderPoint, receiverPoint } = draft;
  const { paymentMethod } = details;
  if (!paymentMethod || !details.termsAgreed) throw new Error('toOrderRequest: a selection is missing');
  const slot = details.tier === 'SUPER' ? details.timeSlot : null;
  const extraCodes = offersExtrasFor(draft) ? details.extraCodes : [];
  return {
    ...shipmentOf(draft),
    deliveryType: method.deliveryType,
    amount: total,
    discountAmount: method.discount,
    voucher: details.voucher?.code ?? '',
    note: details.note,
    paymentMethod,
    // Only a domestic card or account payment opens VNPay with a chosen bank.
    vnpBank: paymentMethod === 'VNBANK' ? (details.bankCode ?? undefined) : undefined,
    extraPrices: extraCodes,
    chosenExtraPrice: extraCodes,
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
    location: routeKindOfDraft(draft) === 'INBOUND' ? 'KR' : 'VI',
    hasInsurance: false,
    benAgreed: true as const,
    device: 'browser',
    deviceType: 'web',
    ver: '1.8.2',
  };
}
