import type { Profile } from '@skyparcel/domain/account-contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById } from './account-repository.ts';
import { toProfile } from './profile-view.ts';

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  return toProfile(user);
}
