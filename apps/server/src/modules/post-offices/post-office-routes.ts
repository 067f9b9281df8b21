import {
  dropPointParamsSchema,
  dropPointSideSchema,
  nearbyPostOfficeSchema,
  nearbyPostOfficesQuerySchema,
  POST_OFFICE_SERVICE_RADIUS_KM,
  servingPostOfficesQuerySchema,
  servingPostOfficesSchema,
} from '@skyparcel/domain/post-office-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCalls } from '../../http/customer-calls.ts';
import { findNearbyPostOffices } from './find-nearby-post-offices.ts';
import { listDropPoints } from './list-drop-points.ts';
import { listServingPostOffices } from './serving-post-offices.ts';

export async function postOfficeRoutes(app: FastifyInstance) {
  const calls = customerCalls(app, ['post-offices']);

  calls.get(
    '/v1/post-offices/nearby',
    {
      apiKeyScope: 'orders:read',
      description: 'Post offices nearest a point, nearest first, with distance in metres (path not shown in the spec).',
      query: nearbyPostOfficesQuerySchema,
      answer: z.array(nearbyPostOfficeSchema),
    },
    findNearbyPostOffices,
  );

  calls.get(
    '/v1/post-offices/serving',
    {
      apiKeyScope: 'orders:read',
      description:
        "The post offices that serve one of the customer's saved addresses (path not shown in the spec): " +
        `offices of the address's own province within ${POST_OFFICE_SERVICE_RADIUS_KM} km of it, nearest first, ` +
        'with distance in metres, plus the province and radius_km so an empty list can say why. The order ' +
        'refuses a post office point outside this list (SENDER_/RECEIVER_POST_OFFICE_NOT_SERVING). ' +
        "Another customer's address is 404.",
      query: servingPostOfficesQuerySchema,
      answer: servingPostOfficesSchema,
    },
    listServingPostOffices,
  );

  calls.get(
    '/v1/drop_point/:origin/:destination',
    {
      description:
        'Drop points (spec 1 section 7, GET /v1/drop_point/{a}/{b}): a is the origin province and b the ' +
        'destination province, as Vietnam 2025 province codes (e.g. 79, 01). Answers a list of two sides, ' +
        '[{ side: "origin" | "destination", province, province_name, post_offices: [...] }], each with the ' +
        "province's post offices in code order (the fields of the nearby call, without distance). An unknown " +
        'province is 404 PROVINCE_NOT_FOUND with data { side, province }.',
      params: dropPointParamsSchema,
      answer: z.array(dropPointSideSchema),
    },
    listDropPoints,
  );
}
