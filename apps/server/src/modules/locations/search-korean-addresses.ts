import type { Pagination } from '@skyparcel/domain/api-envelope';
import { paginationOf } from '@skyparcel/domain/api-envelope';
import type { KoreanAddress, KoreanAddressQuery, KoreanAddressSource } from '@skyparcel/domain/location-contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { KoreanAddressProvider } from './korean-address-providers.ts';
import { resolveKoreanDivision } from './korean-division-scope.ts';

export type KoreanAddressProviders = {
  offline: KoreanAddressProvider;
  /** juso.go.kr when configured. */
  online: KoreanAddressProvider | null;
  log: FastifyBaseLogger;
};

export type KoreanAddressAnswer = { data: KoreanAddress[]; pagination: Pagination; source: KoreanAddressSource };

/**
 * `GET /v1/order/address-korea` (spec 2 section 7): addresses within a Korean division. Without
 * search words it lists the division's post code areas; with them it asks the road-address
 * service when there is one, and the post code areas when there is none or it is down (the
 * form keeps working; the outage is logged).
 */
export async function searchKoreanAddresses(
  call: CallContext<KoreanAddressQuery>,
  context: KoreanAddressProviders,
): Promise<KoreanAddressAnswer> {
  const query = call.input;
  const scope = await resolveKoreanDivision(call.db, query.locId);
  const request = { scope, search: query.search, page: query.page, pageSize: query.pageSize, language: call.language };
  const provider = query.search && context.online ? context.online : context.offline;
  const page = await provider.search(request).catch((error: unknown) => {
    if (provider === context.offline || !(error instanceof AppError) || error.code !== 'KOREAN_ADDRESS_SERVICE_ERROR') {
      throw error;
    }
    context.log.warn({ err: error.cause }, 'road-address service failed; answering from the post code data');
    return context.offline.search(request);
  });
  return {
    data: page.items,
    source: page.source,
    pagination: paginationOf({
      total: page.total,
      count: page.items.length,
      perPage: query.pageSize,
      currentPage: query.page,
    }),
  };
}
