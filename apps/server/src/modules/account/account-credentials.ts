import type { StaffRole } from '@skyparcel/domain/operations-contracts';
import { stripTrunkZero } from '@skyparcel/domain/phone';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import {
  findUserByCustomerCode,
  findUserById,
  findUsersByPhone,
  insertUser,
  type NewUser,
  type UserRow,
  updatePasswordHash,
} from './account-repository.ts';

/*
 * What the auth module may ask of accounts: find them by what people type to sign in,
 * create a personal one, replace a password hash. Hashing itself stays in auth.
 */

/** An account as auth sees it (the row, password hash included). */
export type Account = UserRow;

export type Username = { kind: 'phone'; phone: string; prefixPhone?: string } | { kind: 'customerCode'; code: string };

/**
 * Personal accounts sign in with their phone (0901234567, 901234567 or +84901234567),
 * business accounts with their customer code (B000001, any case).
 */
export function parseUsername(raw: string): Username {
  const value = raw.trim();
  if (/^[A-Za-z]/.test(value)) return { kind: 'customerCode', code: value.toUpperCase() };
  const international = /^\+(84|82)\s*(.*)$/.exec(value);
  const digits = (international ? international[2] : value).replace(/[\s.-]/g, '');
  return {
    kind: 'phone',
    phone: stripTrunkZero(digits),
    prefixPhone: international ? `+${international[1]}` : undefined,
  };
}

/**
 * A stable key for the same login however it was typed, for counting failures. The
 * country prefix is left out: the bare number may be typed with or without it.
 */
export function usernameKey(username: Username): string {
  return username.kind === 'customerCode' ? username.code : username.phone;
}

/** The `usernameKey` of what this account signs in with: the customer code (business) or the phone (personal). */
export function accountUsernameKey(account: Account): string {
  return account.type === 'B' ? (account.customerCode ?? '') : (account.phone ?? '');
}

export async function findAccountsForLogin(db: Database, username: Username): Promise<UserRow[]> {
  if (username.kind === 'customerCode') {
    const user = await findUserByCustomerCode(db, username.code);
    return user ? [user] : [];
  }
  return findUsersByPhone(db, username.phone, username.prefixPhone);
}

/** The new account, or undefined when the phone is already registered. */
export function createPersonalAccount(
  db: Database,
  account: Pick<NewUser, 'prefixPhone' | 'phone' | 'name' | 'email' | 'passwordHash'>,
): Promise<UserRow | undefined> {
  return insertUser(db, { ...account, type: 'P', country: account.prefixPhone === '+82' ? '1' : '0' });
}

export function findAccountById(db: Database, userId: string): Promise<UserRow | undefined> {
  return findUserById(db, userId);
}

export function replacePasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  return updatePasswordHash(db, userId, passwordHash);
}

/** Whether the account is staff of any role (who may read what customers upload, for instance). */
export async function isStaff(db: Database, userId: string): Promise<boolean> {
  return (await staffRoleOf(db, userId)) !== null;
}

/** What the account may do in the operations API (users.staff_role), or null for a customer. */
export async function staffRoleOf(db: Database, userId: string): Promise<StaffRole | null> {
  return (await findUserById(db, userId))?.staffRole ?? null;
}

/** API keys are for business accounts (issue 36): a shop's system, not a person's. */
export async function isBusinessAccount(db: Database, userId: string): Promise<boolean> {
  return (await findUserById(db, userId))?.type === 'B';
}

/**
 * Cargo Direct is for business accounts with a signed contract (spec 2 section 1). Cached per
 * account, because every cargo call asks (a flight search is one query then); any change to the
 * account's row drops it in every process (migration 0036), so an ended contract ends at once.
 */
export function hasCargoDirectContract(db: Database, userId: string): Promise<boolean> {
  return readReference(db, `cargo_contract:${userId}`, [`users:${userId}`], async () => {
    const user = await findUserById(db, userId);
    return user?.type === 'B' && user.hasCargoContract;
  });
}
