import {
  ADDRESS_SORT_FIELDS,
  DEFAULT_ADDRESS_SORT,
  type ListAddressesRequest,
} from '@skyparcel/domain/address-contracts';
import type { Pagination } from '@skyparcel/domain/api-envelope';
import { paginationOf } from '@skyparcel/domain/api-envelope';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type AddressSort, searchAddresses } from './address-repository.ts';
import { type AddressView, toAddressViews } from './address-view.ts';

/** `POST /v2/address`: the customer's addresses, defaults first, newest next (spec 2 section 7). */
export async function listAddresses(
  call: CallContext<ListAddressesRequest>,
): Promise<{ data: AddressView[]; pagination: Pagination }> {
  const { db, input } = call;
  const { rows, total } = await searchAddresses(db, call.userId, {
    searchText: input.searchText?.trim() ?? '',
    sort: parseAddressSort(input.sort ?? DEFAULT_ADDRESS_SORT),
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return {
    data: await toAddressViews(db, rows, call.language),
    pagination: paginationOf({ total, count: rows.length, perPage: input.limit, currentPage: input.page }),
  };
}

/** "default_sender desc, created_at desc" or ["default_sender desc", ...]; unknown fields are refused. */
export function parseAddressSort(sort: string | string[]): AddressSort[] {
  const terms = (Array.isArray(sort) ? sort : sort.split(',')).map((term) => term.trim()).filter(Boolean);
  return terms.map((term) => {
    const [field, direction = 'asc'] = term.split(/\s+/);
    const isKnown = (ADDRESS_SORT_FIELDS as readonly string[]).includes(field);
    if (!isKnown || !['asc', 'desc'].includes(direction.toLowerCase())) {
      throw AppError.validation([{ field: 'sort', code: 'validation_invalid' }]);
    }
    return { field: field as AddressSort['field'], isDescending: direction.toLowerCase() === 'desc' };
  });
}
