import type { Language } from '@skyparcel/domain/locale';
import type { Database } from '../../db/database.ts';
import { findAddress, searchAddresses } from './address-repository.ts';
import { type AddressView, toAddressView, toAddressViews } from './address-view.ts';

/** The customer's saved addresses matching a text, for the map search's suggestions. */
export async function suggestSavedAddresses(
  db: Database,
  userId: string,
  text: string,
  language: Language,
  limit = 3,
): Promise<AddressView[]> {
  if (text.trim().length < 2) return [];
  const { rows } = await searchAddresses(db, userId, {
    searchText: text.trim(),
    sort: [{ field: 'created_at', isDescending: true }],
    limit,
    offset: 0,
  });
  return toAddressViews(db, rows, language);
}

/** One saved address, or null when it is not the customer's. */
export async function findSavedAddress(
  db: Database,
  userId: string,
  id: string,
  language: Language,
): Promise<AddressView | null> {
  const row = await findAddress(db, userId, id);
  return row ? toAddressView(db, row, language) : null;
}
