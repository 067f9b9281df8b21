import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteAddress, findAddress } from './address-repository.ts';
import { type AddressView, toAddressView } from './address-view.ts';

export async function getAddress(db: Database, userId: string, id: string, language: Language): Promise<AddressView> {
  const row = await findAddress(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAddressView(db, row, language);
}

export async function removeAddress(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteAddress(db, userId, id))) throw new AppError('NOT_FOUND');
}
