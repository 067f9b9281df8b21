import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type AddressRow,
  type AddressValues,
  clearDefault,
  insertAddress,
  lockCustomerAddressBook,
  updateAddress,
} from './address-repository.ts';
import { toAddressValues } from './address-values.ts';
import { type AddressView, toAddressView } from './address-view.ts';

type SaveInput = { userId: string; body: unknown; language: Language };

export function createAddress(db: Database, input: SaveInput): Promise<AddressView> {
  return save(db, input, (tx, values) => insertAddress(tx, input.userId, values));
}

/** Another customer's id answers 404, as if it did not exist. */
export function updateAddressById(db: Database, input: SaveInput & { id: string }): Promise<AddressView> {
  return save(db, input, (tx, values) => updateAddress(tx, input.userId, input.id, values));
}

/** A new default takes over from the old one in the same transaction (at most one of each type). */
async function save(
  db: Database,
  input: SaveInput,
  write: (tx: Database, values: AddressValues) => Promise<AddressRow | undefined>,
): Promise<AddressView> {
  const values = await toAddressValues(db, input.body, input.language);
  const row = await db.transaction(async (tx) => {
    await lockCustomerAddressBook(tx, input.userId);
    if (values.isDefault) await clearDefault(tx, input.userId, values.type);
    return write(tx, values);
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toAddressView(db, row, input.language);
}
