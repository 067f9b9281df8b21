import type { PackageType, Product } from '@skyparcel/domain/catalog-contracts';
import { type RouteKind, routeKindOf } from '@skyparcel/domain/cross-border';
import type { DeclaredGoodsItemInput } from '@skyparcel/domain/goods-declaration-contracts';
import { HOME_COUNTRY } from '@skyparcel/domain/location-id';
import { NOTE_MAX_LENGTH } from '@skyparcel/domain/order-rules';
import type { PaymentMethod } from '@skyparcel/domain/payment-contracts';
import type { Handover, Tier } from '@skyparcel/domain/pricing';
import { isSpecialCommodity, SPECIAL_COMMODITY_SIZE } from '@skyparcel/domain/shipment-limits';
import type { Voucher } from '@skyparcel/domain/voucher-contracts';
import type { VatInvoice } from '../../features/orders/api/create-vat.ts';
import type { TimeSlotChoice } from '../../features/pricing/components/time-slot-picker.tsx';
import type { DraftAddress, DraftPoint, OrderDraft } from '../../lib/order-draft.ts';

/*
 * The C2C order form as state transitions (spec 1 section 4). Pure, so each rule of the
 * spec is one tested function; the page keeps the result in sessionStorage so the draft
 * survives the address picker, the post office chooser and a reload.
 */

export type WeightSize = { weight: number | null; longs: number | null; width: number | null; height: number | null };
export type PaymentCode = PaymentMethod;

export type C2cDetails = {
  tier: Tier;
  packageType: PackageType;
  product: Pick<Product, 'id' | 'code' | 'product'> | null;
  weightSize: WeightSize;
  /** One piece that cannot be split: the parcel limit is 50 kg instead of 31.5 (spec 1 section 9). */
  isInseparable: boolean;
  /** What switching to Super set aside (it carries documents only), given back on switching back. */
  beforeSuper: Pick<C2cDetails, 'packageType' | 'product' | 'weightSize' | 'isInseparable'> | null;
  extraCodes: string[];
  note: string;
  voucher: Voucher | null;
  deliveryType: Handover | null;
  timeSlot: TimeSlotChoice | null;
  paymentMethod: PaymentCode | null;
  /** The bank of a domestic card or account payment; null lets VNPay ask. */
  bankCode: string | null;
  termsAgreed: boolean;
  vat: VatInvoice | null;
  /** The tab: within Vietnam, or between Vietnam and Korea (spec 1 section 2: the tab sets the order type). */
  scope: OrderScope;
  /** A cross-border parcel's declared goods, as the goods form saved them (spec 1 section 3). */
  goods: DeclaredGoodsItemInput[];
  /** Cross-border rules accepted once per draft: the document rules and the parcel rules (spec 1 section 4). */
  acceptedRules: RulesKind[];
};

export type OrderScope = 'DOMESTIC' | 'GLOBAL';
/** The rules accepted once per draft: documents, and parcels by their direction (their customs differ). */
export type RulesKind = 'document' | 'parcel' | 'parcelInbound';

export type C2cDraft = Omit<OrderDraft, 'details'> & { details: C2cDetails };

/** The set weight and size of a special commodity, as the form holds them (the domain's rule). */
export const SPECIAL_WEIGHT_SIZE: WeightSize = {
  weight: SPECIAL_COMMODITY_SIZE.weight,
  longs: SPECIAL_COMMODITY_SIZE.length,
  width: SPECIAL_COMMODITY_SIZE.width,
  height: SPECIAL_COMMODITY_SIZE.height,
};

const EMPTY_WEIGHT_SIZE: WeightSize = { weight: null, longs: null, width: null, height: null };
/** Packaging and SMS are on by default (spec 1 section 3 "defaults packaging and sms at price 0"). */
export const DEFAULT_EXTRA_CODES = ['packaging', 'sms'];

export const emptyDetails = (): C2cDetails => ({
  tier: 'BASIC',
  packageType: 'PARCEL',
  product: null,
  weightSize: EMPTY_WEIGHT_SIZE,
  isInseparable: false,
  beforeSuper: null,
  extraCodes: DEFAULT_EXTRA_CODES,
  note: '',
  voucher: null,
  deliveryType: null,
  timeSlot: null,
  paymentMethod: null,
  bankCode: null,
  termsAgreed: false,
  vat: null,
  scope: 'DOMESTIC',
  goods: [],
  acceptedRules: [],
});

/** A stored draft, completed with defaults: an older or partial one never breaks the page. */
export function toC2cDraft(stored: OrderDraft): C2cDraft {
  const details = stored.details && typeof stored.details === 'object' ? (stored.details as Partial<C2cDetails>) : {};
  return { ...stored, details: { ...emptyDetails(), ...details } };
}

const withDetails = (draft: C2cDraft, patch: Partial<C2cDetails>): C2cDraft => ({
  ...draft,
  details: { ...draft.details, ...patch },
});

const isSpecial = isSpecialCommodity;

/**
 * Super carries documents only (spec 1 section 4): switching to it sets the parcel's product,
 * weight and size aside, and switching back within the same draft gives them back.
 */
export function setTier(draft: C2cDraft, tier: Tier): C2cDraft {
  const { details } = draft;
  const next = withDetails(draft, { tier, timeSlot: null });
  if (tier === 'SUPER' && details.packageType === 'PARCEL') {
    const { packageType, product, weightSize, isInseparable } = details;
    const switched = switchPackage(next, 'DOCUMENT');
    return withDetails(switched, { beforeSuper: { packageType, product, weightSize, isInseparable } });
  }
  if (tier !== 'SUPER' && details.tier === 'SUPER') {
    const restored = details.beforeSuper;
    if (!restored) return switchPackage(next, 'PARCEL');
    return withDetails(next, { ...restored, beforeSuper: null, deliveryType: null });
  }
  return next;
}

/** Whether switching to Super would set aside something the customer chose (so the page asks first). */
export function superSetsAside(draft: C2cDraft): boolean {
  const { details } = draft;
  const hasChosen = details.product !== null || details.weightSize.weight !== null;
  return details.tier !== 'SUPER' && details.packageType === 'PARCEL' && hasChosen;
}

/** Choosing a package type clears product, weight and size; Super cannot switch (spec 1 section 4). */
export function setPackageType(draft: C2cDraft, packageType: PackageType): C2cDraft {
  if (draft.details.tier === 'SUPER' || packageType === draft.details.packageType) return draft;
  return switchPackage(draft, packageType);
}

function switchPackage(draft: C2cDraft, packageType: PackageType): C2cDraft {
  return withDetails(draft, {
    packageType,
    product: null,
    weightSize: EMPTY_WEIGHT_SIZE,
    isInseparable: false,
    deliveryType: null,
  });
}

/**
 * A product switch to or from a special commodity resets weight and size; choosing one sets
 * its weight and size and drops the post offices and delivery method (P2P is then forced).
 */
export function selectProduct(draft: C2cDraft, product: Product): C2cDraft {
  const chosen = { id: product.id, code: product.code, product: product.product };
  // The special goods' set size and post offices are a Vietnamese rule (forcesP2P).
  const isDomestic = !isGlobalDraft(draft);
  const wasSpecial = isDomestic && isSpecial(draft.details.product?.code);
  if (isDomestic && isSpecial(product.code)) {
    const { senderPoint: _sender, receiverPoint: _receiver, ...rest } = draft;
    return withDetails(rest, {
      product: chosen,
      weightSize: SPECIAL_WEIGHT_SIZE,
      deliveryType: null,
      paymentMethod: null,
    });
  }
  return withDetails(draft, { product: chosen, ...(wasSpecial ? { weightSize: EMPTY_WEIGHT_SIZE } : {}) });
}

/** An empty weight clears the delivery method and the extra services (spec 1 section 4). */
export function setWeightSize(draft: C2cDraft, weightSize: WeightSize): C2cDraft {
  if (weightSize.weight === null) return withDetails(draft, { weightSize, deliveryType: null, extraCodes: [] });
  return withDetails(draft, { weightSize });
}

/** A different delivery method drops the chosen post offices and payment method. */
export function selectDeliveryType(draft: C2cDraft, deliveryType: Handover | null): C2cDraft {
  if (deliveryType === draft.details.deliveryType) return draft;
  const { senderPoint: _sender, receiverPoint: _receiver, ...rest } = draft;
  return withDetails(rest, { deliveryType, paymentMethod: null, timeSlot: null });
}

export function setPoint(draft: C2cDraft, role: 'sender' | 'receiver', point: DraftPoint | null): C2cDraft {
  const key = role === 'sender' ? 'senderPoint' : 'receiverPoint';
  if (point) return { ...draft, [key]: point };
  const { [key]: _dropped, ...rest } = draft;
  return rest as C2cDraft;
}

export function toggleExtra(draft: C2cDraft, code: string, isOn: boolean): C2cDraft {
  const others = draft.details.extraCodes.filter((candidate) => candidate !== code);
  return withDetails(draft, { extraCodes: isOn ? [...others, code] : others });
}

/** The note keeps at most 200 characters (spec 1 section 5: truncated). */
export const setNote = (draft: C2cDraft, note: string) => withDetails(draft, { note: note.slice(0, NOTE_MAX_LENGTH) });
export const setVoucher = (draft: C2cDraft, voucher: Voucher | null) => withDetails(draft, { voucher });
export const setPaymentMethod = (draft: C2cDraft, paymentMethod: PaymentCode | null) =>
  withDetails(draft, { paymentMethod });
export const setBankCode = (draft: C2cDraft, bankCode: string | null) => withDetails(draft, { bankCode });
export const setInseparable = (draft: C2cDraft, isInseparable: boolean) => withDetails(draft, { isInseparable });
export const setTermsAgreed = (draft: C2cDraft, termsAgreed: boolean) => withDetails(draft, { termsAgreed });
export const setVat = (draft: C2cDraft, vat: VatInvoice | null) => withDetails(draft, { vat });
export const setTimeSlot = (draft: C2cDraft, timeSlot: TimeSlotChoice | null) => withDetails(draft, { timeSlot });

/**
 * Whether a product travels post office to post office with its set weight and size: special goods,
 * inside Vietnam (a Vietnamese rule: across the border one side is a door).
 */
export const isSetForPostOffices = (code: string | null | undefined, isGlobal: boolean) => !isGlobal && isSpecial(code);

export const forcesP2P = (draft: C2cDraft) => isSetForPostOffices(draft.details.product?.code, isGlobalDraft(draft));

/** After a successful order the form starts over, keeping the chosen addresses, the tab and the rules accepted. */
export function afterOrderPlaced(draft: C2cDraft): C2cDraft {
  const { scope, acceptedRules } = draft.details;
  return {
    senderAddress: draft.senderAddress,
    receiverAddress: draft.receiverAddress,
    details: { ...emptyDetails(), scope, acceptedRules },
  };
}

/**
 * The route the chosen addresses make (spec 1 section 4): an address abroad marks the order
 * global, outbound when it is the receiver's (Vietnam to Korea), inbound when it is the sender's.
 * A side not chosen yet counts as home.
 */
export function routeKindOfDraft(draft: Pick<C2cDraft, 'senderAddress' | 'receiverAddress'>): RouteKind | null {
  return routeKindOf(draft.senderAddress?.country ?? HOME_COUNTRY, draft.receiverAddress?.country ?? HOME_COUNTRY);
}

/** Whether the draft is a cross-border one: on the global tab, or with an address abroad. */
export const isGlobalDraft = (draft: C2cDraft) =>
  draft.details.scope === 'GLOBAL' || (routeKindOfDraft(draft) ?? 'OUTBOUND') !== 'DOMESTIC';

/**
 * Switching tab sets the order type (spec 1 section 2). Within Vietnam has no declarations, and
 * Super is a Vietnamese city service: the global tab starts from Standard.
 */
export function setScope(draft: C2cDraft, scope: OrderScope): C2cDraft {
  if (scope === draft.details.scope) return draft;
  const tier = scope === 'GLOBAL' && draft.details.tier === 'SUPER' ? 'BASIC' : draft.details.tier;
  return withDetails(draft, { scope, tier, deliveryType: null, paymentMethod: null, timeSlot: null });
}

/** The domestic tab: an address abroad is let go (and its post office), so the route is inside Vietnam again. */
export function leaveBorder(draft: C2cDraft): C2cDraft {
  const next = setScope(draft, 'DOMESTIC');
  const isAbroad = (address: C2cDraft['senderAddress']) => (address?.country ?? HOME_COUNTRY) !== HOME_COUNTRY;
  const { senderAddress, receiverAddress, senderPoint, receiverPoint, details } = next;
  return {
    ...(isAbroad(senderAddress) ? {} : { senderAddress, senderPoint }),
    ...(isAbroad(receiverAddress) ? {} : { receiverAddress, receiverPoint }),
    details: { ...details, goods: [] },
  } as C2cDraft;
}

export const acceptRules = (draft: C2cDraft, kind: RulesKind) =>
  draft.details.acceptedRules.includes(kind)
    ? draft
    : withDetails(draft, { acceptedRules: [...draft.details.acceptedRules, kind] });

/** A declared item added (index null) or replaced. */
export function saveGoodsItem(draft: C2cDraft, item: DeclaredGoodsItemInput, index: number | null): C2cDraft {
  const goods = [...draft.details.goods];
  if (index === null) goods.push(item);
  else goods[index] = item;
  return withDetails(draft, { goods });
}

export const removeGoodsItem = (draft: C2cDraft, index: number) =>
  withDetails(draft, { goods: draft.details.goods.filter((_, position) => position !== index) });

type BookAddress = DraftAddress & { type: string; isDefault: boolean; country: string; province: string };

/**
 * The default sender and receiver fill empty sides (spec 1 section 4); the default sender only
 * when parcels may leave its province, or it lies abroad (a cross-border order then).
 */
export function applyDefaultAddresses(draft: C2cDraft, book: BookAddress[], sendingProvinces: string[]): C2cDraft {
  const next = { ...draft };
  if (!next.senderAddress) {
    const sender = book.find((address) => address.isDefault && address.type === 'SENDER');
    const mayLeave = sender && (sender.country !== HOME_COUNTRY || sendingProvinces.includes(sender.province));
    if (sender && mayLeave) next.senderAddress = sender;
  }
  if (!next.receiverAddress) {
    const receiver = book.find((address) => address.isDefault && address.type === 'RECEIVER');
    if (receiver && receiver.id !== next.senderAddress?.id) next.receiverAddress = receiver;
  }
  const isUnchanged = next.senderAddress === draft.senderAddress && next.receiverAddress === draft.receiverAddress;
  return isUnchanged ? draft : next;
}

/**
 * The delivery method once methods load: P2P for a special commodity, the one chosen when it is
 * still offered, else the first (spec 1 section 4).
 */
export function autoDeliveryType(draft: C2cDraft, offered: Handover[]): Handover | null {
  if (offered.length === 0) return null;
  if (forcesP2P(draft)) return offered.includes('P2P') ? 'P2P' : null;
  const chosen = draft.details.deliveryType;
  return chosen && offered.includes(chosen) ? chosen : offered[0];
}
