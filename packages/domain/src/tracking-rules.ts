/*
 * An order's journey (spec 2 section 4, "Tracking event kinds" and "Order statuses"): the steps a
 * parcel goes through, the leg each belongs to, the order status each puts the order in, and which
 * step may follow which. The spec names the event kinds per leg but not the transitions: this table
 * is our decision (docs/decisions/order-history-and-the-journey.md, "Tracking"), written as data so the server enforces it and the
 * operations tools can offer only what may come next.
 */

export const ORDER_STATUSES = ['IN_PROGRESS', 'SENDING', 'RECEIVING', 'CANCELLED', 'FINISHED', 'DONE'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const TRACKING_LEGS = ['PICK_UP', 'LINE_HAUL', 'DROP_OFF', 'CUSTOMER_DELIVERY'] as const;
export type TrackingLeg = (typeof TRACKING_LEGS)[number];

/** The event kinds of the spec, and CANCELLED, which closes a journey that never left. */
export const TRACKING_EVENT_KINDS = [
  'CREATED',
  'RECEIVED',
  'RECEIVED_HUB',
  'TRANSIT_TO_HUB',
  'READY_TO_SHIP',
  'FLIGHT_ASSIGNED',
  'SECURITY_FAILED',
  'STATIONED_IN',
  'HANDOVER_RACK_ASSIGNED',
  'CP_PARCEL_READY',
  'STORED',
  'ASSIGNING_DRIVER',
  'ASSIGNED_TO_SIPPER',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type TrackingEventKind = (typeof TRACKING_EVENT_KINDS)[number];

/** The steps of a journey (TRACKING_STEPS says what each is). */
export const TRACKING_STEP_NAMES = [
  'CREATED',
  'PICKUP_ASSIGNING_DRIVER',
  'PICKUP_ASSIGNED_TO_SIPPER',
  'RECEIVED',
  'TRANSIT_TO_HUB',
  'RECEIVED_HUB',
  'SECURITY_FAILED',
  'READY_TO_SHIP',
  'FLIGHT_ASSIGNED',
  'STATIONED_IN',
  'HANDOVER_RACK_ASSIGNED',
  'CP_PARCEL_READY',
  'STORED',
  'DELIVERY_ASSIGNING_DRIVER',
  'DELIVERY_ASSIGNED_TO_SIPPER',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type TrackingStep = (typeof TRACKING_STEP_NAMES)[number];

type StepDefinition = {
  kind: TrackingEventKind;
  leg: TrackingLeg;
  /** The order's status once this step is its latest. */
  status: OrderStatus;
  /** The steps that may come next; none ends the journey. */
  next: readonly TrackingStep[];
};

/**
 * A step is a kind on a leg: a driver is assigned both to pick a parcel up and to deliver it, so
 * ASSIGNING_DRIVER is two steps. Everything before the sender hands the parcel over is
 * IN_PROGRESS (and cancellable); from then until it lands it is SENDING; from the destination
 * airport until the receiver has it, RECEIVING.
 */
export const TRACKING_STEPS: Record<TrackingStep, StepDefinition> = {
  CREATED: {
    kind: 'CREATED',
    leg: 'PICK_UP',
    status: 'IN_PROGRESS',
    next: ['PICKUP_ASSIGNING_DRIVER', 'RECEIVED', 'CANCELLED'],
  },
  PICKUP_ASSIGNING_DRIVER: {
    kind: 'ASSIGNING_DRIVER',
    leg: 'PICK_UP',
    status: 'IN_PROGRESS',
    next: ['PICKUP_ASSIGNED_TO_SIPPER', 'CANCELLED'],
  },
  PICKUP_ASSIGNED_TO_SIPPER: {
    kind: 'ASSIGNED_TO_SIPPER',
    leg: 'PICK_UP',
    status: 'IN_PROGRESS',
    // A driver who cannot come is replaced.
    next: ['RECEIVED', 'PICKUP_ASSIGNING_DRIVER', 'CANCELLED'],
  },
  RECEIVED: { kind: 'RECEIVED', leg: 'PICK_UP', status: 'SENDING', next: ['TRANSIT_TO_HUB', 'RECEIVED_HUB'] },
  TRANSIT_TO_HUB: { kind: 'TRANSIT_TO_HUB', leg: 'PICK_UP', status: 'SENDING', next: ['RECEIVED_HUB'] },
  RECEIVED_HUB: {
    kind: 'RECEIVED_HUB',
    leg: 'LINE_HAUL',
    status: 'SENDING',
    next: ['READY_TO_SHIP', 'SECURITY_FAILED'],
  },
  // A parcel that fails the security check is repacked or re-priced, then checked again.
  SECURITY_FAILED: { kind: 'SECURITY_FAILED', leg: 'LINE_HAUL', status: 'SENDING', next: ['READY_TO_SHIP'] },
  READY_TO_SHIP: { kind: 'READY_TO_SHIP', leg: 'LINE_HAUL', status: 'SENDING', next: ['FLIGHT_ASSIGNED'] },
  FLIGHT_ASSIGNED: {
    kind: 'FLIGHT_ASSIGNED',
    leg: 'LINE_HAUL',
    status: 'SENDING',
    // Moved to a later flight when its own is full or delayed.
    next: ['FLIGHT_ASSIGNED', 'STATIONED_IN'],
  },
  STATIONED_IN: { kind: 'STATIONED_IN', leg: 'LINE_HAUL', status: 'RECEIVING', next: ['HANDOVER_RACK_ASSIGNED'] },
  HANDOVER_RACK_ASSIGNED: {
    kind: 'HANDOVER_RACK_ASSIGNED',
    leg: 'DROP_OFF',
    status: 'RECEIVING',
    next: ['CP_PARCEL_READY', 'DELIVERY_ASSIGNING_DRIVER'],
  },
  CP_PARCEL_READY: { kind: 'CP_PARCEL_READY', leg: 'DROP_OFF', status: 'RECEIVING', next: ['STORED', 'DELIVERED'] },
  STORED: { kind: 'STORED', leg: 'DROP_OFF', status: 'RECEIVING', next: ['DELIVERED', 'DELIVERY_ASSIGNING_DRIVER'] },
  DELIVERY_ASSIGNING_DRIVER: {
    kind: 'ASSIGNING_DRIVER',
    leg: 'CUSTOMER_DELIVERY',
    status: 'RECEIVING',
    next: ['DELIVERY_ASSIGNED_TO_SIPPER'],
  },
  DELIVERY_ASSIGNED_TO_SIPPER: {
    kind: 'ASSIGNED_TO_SIPPER',
    leg: 'CUSTOMER_DELIVERY',
    status: 'RECEIVING',
    // Nobody home: the parcel waits at the office, or another driver tries again.
    next: ['DELIVERED', 'DELIVERY_ASSIGNING_DRIVER', 'STORED'],
  },
  DELIVERED: { kind: 'DELIVERED', leg: 'CUSTOMER_DELIVERY', status: 'FINISHED', next: ['COMPLETED'] },
  COMPLETED: { kind: 'COMPLETED', leg: 'CUSTOMER_DELIVERY', status: 'DONE', next: [] },
  CANCELLED: { kind: 'CANCELLED', leg: 'PICK_UP', status: 'CANCELLED', next: [] },
};

/** The step that may follow `current` and has this kind, if any (kinds repeat across legs, never among one step's successors). */
export function nextStepOfKind(current: TrackingStep, kind: TrackingEventKind): TrackingStep | undefined {
  return TRACKING_STEPS[current].next.find((step) => TRACKING_STEPS[step].kind === kind);
}

export function canFollow(current: TrackingStep, next: TrackingStep): boolean {
  return TRACKING_STEPS[current].next.includes(next);
}

export function statusOfStep(step: TrackingStep): OrderStatus {
  return TRACKING_STEPS[step].status;
}

/**
 * The order list's tabs (spec 2 section 7: type omitted for ALL) and the statuses each shows. An
 * order not yet handed over is shown with those being sent; FINISHED and DONE both read
 * "completed" (spec 2 section 4).
 */
export const ORDER_LIST_TAB_NAMES = ['ALL', 'SENDING', 'RECEIVING', 'FINISHED', 'CANCELLED'] as const;
export type OrderListTab = (typeof ORDER_LIST_TAB_NAMES)[number];

export const ORDER_LIST_TABS: Record<OrderListTab, readonly OrderStatus[] | null> = {
  ALL: null,
  SENDING: ['IN_PROGRESS', 'SENDING'],
  RECEIVING: ['RECEIVING'],
  FINISHED: ['FINISHED', 'DONE'],
  CANCELLED: ['CANCELLED'],
};

/** The list's display name of a status (spec 2 section 4: sending, receiving, cancelled, completed). */
/**
 * The status a list shows: an order still waiting for its customer's money says so rather than
 * "processing" (issue 34 item 6).
 */
export function listedStatus(order: {
  statusName: ReturnType<typeof statusDisplayName>;
  awaitingPayment: boolean;
}): ReturnType<typeof statusDisplayName> | 'awaitingPayment' {
  return order.awaitingPayment && order.statusName === 'processing' ? 'awaitingPayment' : order.statusName;
}

export function statusDisplayName(
  status: OrderStatus,
): 'processing' | 'sending' | 'receiving' | 'cancelled' | 'completed' {
  switch (status) {
    case 'IN_PROGRESS':
      return 'processing';
    case 'SENDING':
      return 'sending';
    case 'RECEIVING':
      return 'receiving';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'completed';
  }
}

/** Orders a customer may see per page of the list (spec 2 section 9). */
export const ORDER_LIST_PAGE_SIZE = 25;

/** Why a journey was cancelled, said in its CANCELLED event. */
export const CANCEL_REASONS = ['CUSTOMER', 'PAYMENT_FAILED', 'PAYMENT_EXPIRED'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * Public tracking shows a name with only the first letter of each word (T*** T** M**): enough for
 * a sender to recognise, not enough to learn who receives what.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]}${'*'.repeat(Math.max(1, Array.from(word).length - 1))}`)
    .join(' ');
}

/** A phone with only its last three digits (*******678). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
}

/** Lookups of the public tracking page one address may make per window (a guess counts like a hit). */
export const PUBLIC_TRACKING_LIMIT = { lookups: 30, windowSeconds: 600 } as const;
