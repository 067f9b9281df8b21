import { STAFF_ROLES } from '@skyparcel/domain/operations-contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Customers: personal (P, signs in with a phone) and business (B, signs in with a customer code). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['P', 'B'] }).notNull(),
    prefixPhone: text('prefix_phone'),
    /** National number without the trunk 0, so 0901234567 and 901234567 are one phone. */
    phone: text('phone'),
    customerCode: text('customer_code'),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    email: text('email'),
    idenNumber: text('iden_number'),
    gender: text('gender', { enum: ['1', '0'] }),
    birth: date('birth', { mode: 'string' }),
    country: text('country'),
    province: text('province'),
    district: text('district'),
    village: text('village'),
    address: text('address'),
    companyName: text('company_name'),
    taxNumber: text('tax_number'),
    companyPhone: text('company_phone'),
    companyRepresentative: text('company_representative'),
    /** Wallet balance in points (VND, exponent 0); the wallet issue moves it. */
    pointTopup: bigint('point_topup', { mode: 'number' }).notNull().default(0),
    hasCargoContract: boolean('has_cargo_contract').notNull().default(false),
    /** STAFF may call the operations API (scans, security checks, flights); everyone else is a CUSTOMER. */
    role: text('role', { enum: ['CUSTOMER', 'STAFF'] })
      .notNull()
      .default('CUSTOMER'),
    /**
     * What a staff member may do (issue 39): `hub` scans, weighs, records a no-show and moves parcels
     * between flights; `admin` also changes settings (exchange rates) and resolves refunds. Null for customers.
     */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_unique').on(t.prefixPhone, t.phone),
    index('users_phone_idx').on(t.phone),
    // The staff list (a few rows among every customer), in sign-in code order.
    index('users_staff_idx').on(t.customerCode).where(sql`${t.role} = 'STAFF'`),
    uniqueIndex('users_customer_code_unique').on(t.customerCode),
    check(
      'users_login_by_type',
      sql`(${t.type} = 'P' and ${t.phone} is not null) or (${t.type} = 'B' and ${t.customerCode} is not null)`,
    ),
    check('users_point_topup_non_negative', sql`${t.pointTopup} >= 0`),
    check('users_staff_role_of_staff', sql`(${t.role} = 'STAFF') = (${t.staffRole} is not null)`),
    check('users_staff_role_known', sql`${t.staffRole} in ('hub', 'admin')`),
  ],
);

/**
 * An account's name as the staff pages show it beside a change: the person's name, else the company's (the
 * seeded staff accounts have only that). Pass an alias of users when one query names two accounts.
 */
export const accountDisplayName = (account: { name: AnyPgColumn; companyName: AnyPgColumn } = users) =>
  sql<string | null>`coalesce(${account.name}, ${account.companyName})`;

/** One row per sign-in; a token is valid only while its session is neither revoked nor expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in and password reset attempts counted per key (`account:<username>`,
 * `account-at:<username> <address>`, `ip:<address>`, `password-reset:…`) in a fixed window,
 * kept in the database so the limits hold across server instances. `failures` counts attempts:
 * each is counted before it is checked, and a sign-in that succeeds takes its attempt back.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * Addresses each account signed in from, and when last: the sign-in limits that guard against
 * many accounts or many addresses do not refuse an account at its own addresses.
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] })],
);

/**
 * Password reset links (docs/decisions/password-reset.md): only the SHA-256 of the token is kept.
 * A token is usable while unused and unexpired; issuing a new one, a reset or a password change
 * deletes the account's others, and a used one is kept to say "already used".
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
