import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type AddressRow, deleteAddress, findAddress, findAddresses } from './address-repository.ts';
import { type AddressView, toAddressView, toAddressViews } from './address-view.ts';

/** `GET /v1/address/{id}`. */
export function readAddress(call: CallContext<{ id: string }>): Promise<AddressView> {
  return getAddress(call.db, call.userId, call.input.id, call.language);
}

/** One of the customer's addresses; another customer's id is 404 (pricing reads route ends with it). */
export async function getAddress(db: Database, userId: string, id: string, language: Language): Promise<AddressView> {
  const row = await findAddress(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAddressView(db, row, language);
}

/** Several of the customer's addresses in one read, in the order asked; any other customer's id is 404. */
export async function getAddresses(
  db: Database,
  userId: string,
  ids: string[],
  language: Language,
): Promise<AddressView[]> {
  const rows = await findAddresses(db, userId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id.toLowerCase()));
  if (ordered.some((row) => !row)) throw new AppError('NOT_FOUND');
  return toAddressViews(db, ordered as AddressRow[], language);
}

/** `DELETE /v1/address/{id}`. */
export async function removeAddress(call: CallContext<{ id: string }>): Promise<null> {
  if (!(await deleteAddress(call.db, call.userId, call.input.id))) throw new AppError('NOT_FOUND');
  return null;
}
