import type { AddressRole, OrderType } from '../config/paths.ts';

/*
 * The order being prepared lives in sessionStorage (one per order type), so the address
 * picker and the post office chooser can hand their choice to the order screen across
 * page loads, and a new tab starts clean (spec 1 section 9, spec 2 "Post offices").
 */

/** What the order screens need of a chosen address; the stored object is the whole address. */
export type DraftAddress = {
  id: string;
  personName: string;
  prefixPhone: string;
  phone: string;
  /** "+84 901 234 567", as the address read writes it (absent from drafts kept before it was). */
  phoneDisplay?: string;
  fullAddress: string;
  lat: number | null;
  long: number | null;
  /** "0" is the home country (spec 1 section 3). */
  country?: string;
  province?: string;
  /** A Korean receiver's personal customs clearance code (needed to send to Korea). */
  pccc?: string | null;
};

/** The drop-off or pick-up office, in the shape the order payload takes (senderPointInfo). */
export type DraftPoint = { id: string; address: string; latitude: number; longitude: number; code: string };

export type OrderDraft = {
  senderAddress?: DraftAddress;
  receiverAddress?: DraftAddress;
  senderPoint?: DraftPoint;
  receiverPoint?: DraftPoint;
  /** The rest of the order form, owned by the order screen of that type (kept as it wrote it). */
  details?: unknown;
};

const STORAGE_KEYS: Record<OrderType, string> = { c2c: 'c2cOrderDraft', cargo: 'cargoOrderDraft' };

export function readOrderDraft(orderType: OrderType): OrderDraft {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS[orderType]);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as OrderDraft) : {};
  } catch {
    // Unreadable or refused storage: start the draft over rather than break the page.
    return {};
  }
}

export function writeOrderDraft(orderType: OrderType, draft: OrderDraft): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS[orderType], JSON.stringify(draft));
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
}

/** A new address drops the office chosen near the old one: it may be far from the new address. */
export function chooseDraftAddress(orderType: OrderType, role: AddressRole, address: DraftAddress): void {
  const draft = readOrderDraft(orderType);
  const previous = draft[`${role}Address`];
  const next: OrderDraft = { ...draft, [`${role}Address`]: address };
  if (previous?.id !== address.id) delete next[`${role}Point`];
  writeOrderDraft(orderType, next);
}

export function chooseDraftPoint(orderType: OrderType, role: AddressRole, point: DraftPoint): void {
  writeOrderDraft(orderType, { ...readOrderDraft(orderType), [`${role}Point`]: point });
}

const PLACED_DRAFT_KEY = 'placedOrderDraft';
type PlacedDraft = { orderType: OrderType; orderUuid: string; draft: OrderDraft };

/**
 * The whole draft an order was placed from, kept until the next order: a payment that fails
 * cancels the order, and "Try again" on the confirmation brings every choice back (issue 34 item 1).
 */
export function keepPlacedDraft(orderType: OrderType, orderUuid: string, draft: OrderDraft): void {
  try {
    sessionStorage.setItem(PLACED_DRAFT_KEY, JSON.stringify({ orderType, orderUuid, draft } satisfies PlacedDraft));
  } catch {
    // Storage refused: "Try again" then opens the order screen as the customer left it.
  }
}

/**
 * Makes the draft of the order `orderUuid` the current draft of its order type again, and answers
 * that type; null when it was not kept (another tab, another order), which leaves every draft alone.
 */
export function restorePlacedDraft(orderUuid: string): OrderType | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(PLACED_DRAFT_KEY) ?? 'null') as PlacedDraft | null;
    if (kept?.orderUuid !== orderUuid || !(kept.orderType in STORAGE_KEYS)) return null;
    writeOrderDraft(kept.orderType, kept.draft);
    return kept.orderType;
  } catch {
    return null;
  }
}
