import type { Profile } from '@skyparcel/domain/account-contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { findUserById } from './account-repository.ts';
import { toProfile } from './profile-view.ts';

/** `GET /v1/user/profile`: the signed-in customer's account. */
export function readProfile(call: CallContext): Promise<Profile> {
  return getProfile(call.db, call.userId);
}

/** An account as its owner sees it (orders and payments read the wallet and type from it). */
export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  return toProfile(user);
}
