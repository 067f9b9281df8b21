import {
  getLocationQuerySchema,
  koreanAddressMetaSchema,
  koreanAddressQuerySchema,
  koreanAddressSchema,
  legacyConversionRequestSchema,
  legacyConversionSchema,
  listLocationsQuerySchema,
  locationOptionSchema,
  resolvedLocationSchema,
} from '@skyparcel/domain/location-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCalls } from '../../http/customer-calls.ts';
import { convertLegacyAddress } from './convert-legacy-address.ts';
import { describeLocation } from './get-location.ts';
import { listLocations } from './list-locations.ts';
import { type KoreanAddressProviders, searchKoreanAddresses } from './search-korean-addresses.ts';

export type LocationRouteOptions = { koreanAddresses: Omit<KoreanAddressProviders, 'log'> };

export async function locationRoutes(app: FastifyInstance, options: LocationRouteOptions) {
  const calls = customerCalls(app, ['locations']);

  calls.get(
    '/v1/locations',
    {
      description:
        'One level of the location pickers, names in the Accept-Language. province needs country; district needs ' +
        'country and the province as parent; village needs country and as parent the district (Korea) or the ' +
        'province (Vietnam, which has no district level since 1 July 2025).',
      query: listLocationsQuerySchema,
      answer: z.array(locationOptionSchema),
    },
    listLocations,
  );

  calls.get(
    '/v2/get_location',
    {
      description: 'The named units and point of a location id country-province-district-village.',
      query: getLocationQuerySchema,
      answer: resolvedLocationSchema,
    },
    describeLocation,
  );

  calls.post(
    '/v1/locations/convert-legacy-address',
    {
      description:
        'Reads an old three-level Vietnamese address (ward, district, province before 1 July 2025) and answers ' +
        'the 2025 ward and province it is now in, with the street part; data is null when the text is not one.',
      body: legacyConversionRequestSchema,
      answer: legacyConversionSchema.nullable(),
    },
    convertLegacyAddress,
  );

  calls.get(
    '/v1/order/address-korea',
    {
      description:
        'Korean addresses within a division (loc_id "1", "1-sido", "1-sido-sigungu" or a full dong id), 20 a ' +
        'page. search is a post code prefix or words of the area name in Hangul or Latin letters. Offline: post ' +
        'code areas (GeoNames); with JUSO_API_KEY: road addresses from juso.go.kr, each with its post code ' +
        '(meta.source tells which answered). An unknown loc_id is 404 KOREAN_DIVISION_NOT_FOUND.',
      query: koreanAddressQuerySchema,
      answer: z.array(koreanAddressSchema),
      meta: koreanAddressMetaSchema,
    },
    async (call, request) => {
      const { data, pagination, source } = await searchKoreanAddresses(call, {
        ...options.koreanAddresses,
        log: request.log,
      });
      return { data, meta: { pagination, source } };
    },
  );
}
