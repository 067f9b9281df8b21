import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A customer's address book (spec 2 sections 3 and 5). `type` is SENDER or RECEIVER; the
 * form's NORMAL is stored as a non-default SENDER, as the spec's client sends it.
 * At most one default of each type per customer, enforced by partial unique indexes.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['SENDER', 'RECEIVER'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    personName: text('person_name').notNull(),
    prefixPhone: text('prefix_phone').notNull(),
    phone: text('phone').notNull(),
    cardId: text('card_id'),
    country: text('country').notNull(),
    province: text('province').notNull(),
    district: text('district').notNull(),
    village: text('village').notNull(),
    address: text('address').notNull(),
    addressDetail: text('address_detail'),
    postCode: text('post_code'),
    pccc: text('pccc'),
    additionalInfo: text('additional_info'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The address book's default order (DEFAULT_ADDRESS_SORT, then id): defaults first, newest next.
    // DESC puts nulls first; the index says the same so a page is read from it without a sort.
    index('addresses_user_default_order_idx').on(
      t.userId,
      sql`(${t.type} = 'SENDER' and ${t.isDefault}) desc nulls first`,
      sql`(${t.type} = 'RECEIVER' and ${t.isDefault}) desc nulls first`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('addresses_one_default_sender').on(t.userId).where(sql`${t.type} = 'SENDER' and ${t.isDefault}`),
    uniqueIndex('addresses_one_default_receiver').on(t.userId).where(sql`${t.type} = 'RECEIVER' and ${t.isDefault}`),
  ],
);
