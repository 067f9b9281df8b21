import type { ChosenTimeSlot } from '@skyparcel/domain/super-time-slots';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { flights } from './flights.ts';

/**
 * The parcel as the hub's security check found it: grams, L x W x H cm, and the weight then charged
 * (orders.chargeable_weight_g follows it; the booking's is kept here).
 */
export type MeasuredParcel = {
  weightG: number;
  dimension: string;
  chargeableWeightG: number;
  bookedChargeableWeightG: number;
};

/** Feeds the human-readable order codes (SP + Vietnamese date + number). */
export const orderCodeSequence = pgSequence('order_code_seq', { startWith: 1 });

/** Feeds the seven-digit serials of Cargo Direct air waybills (air-waybill.ts adds the check digit). */
export const airWaybillSerialSequence = pgSequence('air_waybill_serial_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 9_999_999,
});

/**
 * Orders with everything priced and booked at creation: snapshots of both addresses and
 * post office points (later edits of the address book do not change an order), the
 * server's price breakdown in VND, the flight weight booked and the voucher used.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['IN_PROGRESS', 'SENDING', 'RECEIVING', 'CANCELLED', 'FINISHED', 'DONE'],
    }).notNull(),
    platform: text('platform').notNull(),
    packageType: text('package_type').notNull(),
    tier: text('tier').notNull(),
    deliveryType: text('delivery_type').notNull(),
    transportRule: text('transport_rule').notNull(),
    sender: jsonb('sender').notNull(),
    receiver: jsonb('receiver').notNull(),
    senderPoint: jsonb('sender_point'),
    receiverPoint: jsonb('receiver_point'),
    product: jsonb('product').notNull(),
    weightG: integer('weight_g').notNull(),
    dimension: text('dimension').notNull(),
    chargeableWeightG: integer('chargeable_weight_g').notNull(),
    flightId: uuid('flight_id').references(() => flights.id),
    shippingFee: integer('shipping_fee').notNull(),
    /** The valuable-goods surcharge inside shipping_fee, shown on its own line (0 before it was kept). */
    surcharge: integer('surcharge').notNull().default(0),
    /** Customs duty, part of the total (0 for a domestic order). */
    dutyFee: integer('duty_fee').notNull().default(0),
    /** The extra services as now charged (re-priced by the security check). */
    extras: jsonb('extras').notNull(),
    extrasTotal: integer('extras_total').notNull(),
    /** Super: the fee of the chosen receiving slot, from the tariff (never the client's); 0 for other tiers. */
    superFee: integer('super_fee').notNull().default(0),
    /** Super: the receiving slot in Vietnam time (date YYYY-MM-DD, from/to HH:mm); null for other tiers. */
    timeSlot: jsonb('time_slot').$type<ChosenTimeSlot>(),
    discount: integer('discount').notNull(),
    voucherCode: text('voucher_code'),
    /** What the order costs now: as booked, then as each fee adjustment (order_fee_adjustments) left it. */
    total: integer('total').notNull(),
    /** What the security check's re-pricing added to (or took off) the shipping fee. */
    diffShippingFee: integer('diff_shipping_fee').notNull().default(0),
    /** The no-show fee charged when the receiver was not there; 0 otherwise. */
    noShowFee: integer('no_show_fee').notNull().default(0),
    /** What the hub's security check weighed and measured; null before it. */
    measured: jsonb('measured').$type<MeasuredParcel>(),
    currency: text('currency').notNull(),
    /** DOMESTIC, or OUTBOUND (VN→KR) / INBOUND (KR→VN) across the border (cross-border.ts). */
    direction: text('direction', { enum: ['DOMESTIC', 'OUTBOUND', 'INBOUND'] })
      .notNull()
      .default('DOMESTIC'),
    /** Customs clearance of a cross-border order, in its currency; 0 inside Vietnam. */
    clearanceFee: integer('clearance_fee').notNull().default(0),
    /** Customs inspection of declared categories that need it (tariff extraClearance); 0 otherwise. */
    extraClearanceFee: integer('extra_clearance_fee').notNull().default(0),
    /** Dong per unit of the order's currency when it was booked (a won order's total shown in dong); null in dong. */
    vndRate: numeric('vnd_rate', { precision: 14, scale: 4, mode: 'number' }),
    paymentMethod: text('payment_method').notNull(),
    /** Cargo Direct: the customer may cancel until then (the flight's departure less the policy's hours, as booked). */
    cancelBefore: timestamp('cancel_before', { withTimezone: true }),
    /** Cargo Direct: the goods must be at the departure airport by then (the flight less the policy's hours, as booked). */
    dropOffBefore: timestamp('drop_off_before', { withTimezone: true }),
    /** Cargo Direct: the booking's IATA air waybill number (prefix-serial+check digit); null for parcels. */
    airWaybillNumber: text('air_waybill_number').unique(),
    note: text('note').notNull().default(''),
    estDateTime: timestamp('est_date_time', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the order list's search looks in: the code, the receiver's name and phone, folded by
     * order_search_fold (lower case, no accents), kept by the database for every insert and update.
     */
    searchKey: text('search_key').generatedAlwaysAs(sql`order_search_key(code, receiver)`),
  },
  (t) => [
    // Newest first, as the order list sorts (DESC puts nulls first; the index must say the same
    // or PostgreSQL scans and sorts a customer's every order), with the id as tie-breaker.
    index('orders_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The list's status tabs filter by status, then page newest first.
    index('orders_user_status_newest_idx').on(
      t.userId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The list's search: a text anywhere in the key (trigrams), then the customer's own rows.
    index('orders_search_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // Operations move and count a flight's orders.
    index('orders_flight_idx').on(t.flightId),
    // The hub's overview: the day's orders by when they were placed (BRIN: orders arrive in time order, and a
    // B-tree here would tempt the planner away from a customer's own index for the order list), and the open
    // ones by their promised arrival.
    index('orders_created_brin').using('brin', t.createdAt),
    index('orders_open_eta_idx').on(t.estDateTime).where(sql`${t.status} in ('IN_PROGRESS', 'SENDING', 'RECEIVING')`),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** VAT e-invoice details sent after creation when the customer asks for one. */
export const orderVatInfo = pgTable('order_vat_info', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  email: text('email').notNull(),
  companyName: text('company_name').notNull(),
  companyAddress: text('company_address').notNull(),
  taxNumber: text('tax_number').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The goods a cross-border parcel declares (spec 1 section 3), as the order was placed: the
 * category named in every language then, quantities and US dollar prices in cents. A document
 * keeps its one fixed Documents item. Receipt images point here from goods_receipts.
 */
export const orderGoodsItems = pgTable(
  'order_goods_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    categoryId: integer('category_id').notNull(),
    categoryCode: text('category_code').notNull(),
    quantity: integer('quantity').notNull(),
    productName: text('product_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    material: text('material').notNull(),
    goodsUrl: text('goods_url'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);
