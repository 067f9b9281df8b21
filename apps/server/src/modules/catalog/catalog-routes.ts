import {
  catalogLanguageParamsSchema,
  categorySchema,
  extraPricesQuerySchema,
  extraServiceSchema,
  productGroupSchema,
  productTypesQuerySchema,
} from '@skyparcel/domain/catalog-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCalls } from '../../http/customer-calls.ts';
import { getCategories } from './list-categories.ts';
import { listExtraPrices } from './list-extra-prices.ts';
import { getProductTypes } from './list-product-types.ts';

export async function catalogRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['catalog']);

  calls.get(
    '/v1/categories/lang/:lang',
    {
      description: 'Goods categories with their commodity codes, named in the language of the path.',
      params: catalogLanguageParamsSchema,
      answer: z.array(categorySchema),
    },
    getCategories,
  );

  calls.get(
    '/v1/producttypes/language/:lang',
    {
      apiKeyScope: 'orders:read',
      description: 'PARCEL and DOCUMENT products; location=KR keeps those allowed to or from Korea.',
      params: catalogLanguageParamsSchema,
      query: productTypesQuerySchema,
      answer: z.array(productGroupSchema),
    },
    getProductTypes,
  );

  calls.get(
    '/v1/order/extra_prices',
    {
      apiKeyScope: 'orders:read',
      description: 'Extra services priced for the shipping fee (VND).',
      query: extraPricesQuerySchema,
      answer: z.array(extraServiceSchema),
    },
    listExtraPrices,
  );
}
