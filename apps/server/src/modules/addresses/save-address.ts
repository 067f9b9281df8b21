import type { AddressFormData } from '@skyparcel/domain/address-contracts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
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

export type AddressUpdate = { id: string; form: AddressFormData };

/** `POST /v1/address`. */
export function createAddress(call: CallContext<AddressFormData>): Promise<AddressView> {
  return save(call, call.input, (tx, values) => insertAddress(tx, call.userId, values));
}

/** `POST /v1/address/{id}`: another customer's id answers 404, as if it did not exist. */
export function updateAddressById(call: CallContext<AddressUpdate>): Promise<AddressView> {
  const { id, form } = call.input;
  return save(call, form, (tx, values) => updateAddress(tx, call.userId, id, values));
}

/** A new default takes over from the old one in the same transaction (at most one of each type). */
async function save(
  call: CallContext<unknown>,
  form: AddressFormData,
  write: (tx: Tx, values: AddressValues) => Promise<AddressRow | undefined>,
): Promise<AddressView> {
  const { db, userId, language } = call;
  const values = await toAddressValues(db, form, language);
  const row = await inTransaction(db, async (tx) => {
    await lockCustomerAddressBook(tx, userId);
    if (values.isDefault) await clearDefault(tx, userId, values.type);
    return write(tx, values);
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toAddressView(db, row, language);
}
