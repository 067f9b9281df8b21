import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/database.ts';
import { readReference } from '../../db/reference-cache.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { deleteAddress, findAddress, findAddresses, findDefaultAddress } from './address-repository.ts';
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
): Promise<readonly AddressView[]> {
  const views = await findAddressViews(db, userId, ids, language);
  if (!views) throw new AppError('NOT_FOUND');
  return views;
}

/**
 * The same for a quote, which binds nothing: every price call asks for its two, so the views
 * (phones written out, places named) are cached per customer, ids and language until one of the
 * customer's addresses changes (migration 0036) or a division is renamed. An order reads them with
 * `getAddresses`, afresh.
 */
export async function getQuotedAddresses(
  db: Database,
  userId: string,
  ids: string[],
  language: Language,
): Promise<readonly AddressView[]> {
  const key = `address_views:${userId}:${language}:${ids.join(',').toLowerCase()}`;
  const views = await readReference(db, key, [`addresses:${userId}`, 'divisions'], () =>
    findAddressViews(db, userId, ids, language),
  );
  if (!views) throw new AppError('NOT_FOUND');
  return views;
}

/** The views in the order asked, or null when any id is not one of the customer's addresses. */
async function findAddressViews(db: Database, userId: string, ids: string[], language: Language) {
  const rows = await findAddresses(db, userId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id.toLowerCase()));
  return ordered.every((row) => row !== undefined) ? toAddressViews(db, ordered, language) : null;
}

/** The customer's default sender, read afresh (an import sends every row from it), or undefined. */
export async function getDefaultSender(db: Database, userId: string, language: Language) {
  const row = await findDefaultAddress(db, userId, 'SENDER');
  return row ? toAddressView(db, row, language) : undefined;
}

/** `DELETE /v1/address/{id}`. */
export async function removeAddress(call: CallContext<{ id: string }>): Promise<null> {
  if (!(await deleteAddress(call.db, call.userId, call.input.id))) throw new AppError('NOT_FOUND');
  return null;
}
