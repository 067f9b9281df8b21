import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findWalletBalance } from './account-repository.ts';

/** The customer's top-up wallet balance (VND). */
export async function walletBalance(db: Database, userId: string): Promise<number> {
  const balance = await findWalletBalance(db, userId);
  if (balance === undefined) throw new AppError('NOT_FOUND');
  return balance;
}
