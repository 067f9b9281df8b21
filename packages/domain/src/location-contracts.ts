import { z } from 'zod';
import { pageNumberField, paginationSchema } from './api-envelope.ts';
import { KOREA_COUNTRY, LOCATION_LEVELS } from './location-id.ts';

/*
 * The calls of the locations module (spec 2 sections 3 and 7): location pickers, location ids,
 * old Vietnamese addresses, and Korean addresses with their post codes.
 */

export const namedUnitSchema = z.object({ value: z.string(), label: z.string() });
export type NamedUnit = z.infer<typeof namedUnitSchema>;

/** One level of a location picker (GET /v1/locations); countries carry no point. */
export const locationOptionSchema = namedUnitSchema.extend({ lat: z.number().optional(), lng: z.number().optional() });
export type LocationOption = z.infer<typeof locationOptionSchema>;

export const listLocationsQuerySchema = z.object({
  level: z.enum(LOCATION_LEVELS, { error: 'validation_invalid' }),
  country: z.string().max(2).optional(),
  parent: z.string().max(12).optional(),
});
export type ListLocationsQuery = z.infer<typeof listLocationsQuerySchema>;

/** A location id resolved to its named units and point (GET /v2/get_location and the maps calls). */
export const resolvedLocationSchema = z.object({
  locId: z.string(),
  country: namedUnitSchema,
  province: namedUnitSchema,
  district: namedUnitSchema.nullable(),
  village: namedUnitSchema,
  lat: z.number(),
  lng: z.number(),
  /** Village, district, province, country: the way addresses are written in both countries' forms. */
  formattedAddress: z.string(),
});
export type ResolvedLocation = z.infer<typeof resolvedLocationSchema>;

export const getLocationQuerySchema = z.object({
  locId: z.string({ error: 'validation_required' }).min(1).max(40),
});

/** A maps result as the spec names it: name, formatted address, geometry, place id, types. */
export const mapPlaceSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  formattedAddress: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  types: z.array(z.string()),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

export const legacyConversionRequestSchema = z.object({
  address: z.string({ error: 'validation_required' }).min(1).max(500),
});

/** An old three-level Vietnamese address read and converted to its 2025 ward; null when it is not one. */
export const legacyConversionSchema = z.object({
  /** What is left of the address once the units are read: house number and street. */
  street: z.string(),
  legacy: z.object({ ward: z.string(), district: z.string(), province: z.string() }),
  location: resolvedLocationSchema,
  /** Other 2025 wards when the old ward was split; the customer should pick the right one. */
  alternatives: z.array(resolvedLocationSchema),
});
export type LegacyConversion = z.infer<typeof legacyConversionSchema>;

/** Spec 2 section 9: the Korea address list pages by 20. */
export const KOREAN_ADDRESS_PAGE_SIZE = 20;
export const KOREAN_ADDRESS_PAGE_SIZE_MAX = 100;
/** The road-address service refuses longer keywords; the offline search has no use for them. */
export const KOREAN_ADDRESS_SEARCH_MAX = 80;
/** A Korean post code (우편번호) has five digits since 2015. */
export const KOREAN_POST_CODE_PATTERN = /^\d{5}$/;

/**
 * `GET /v1/order/address-korea` (spec 2 section 7). `locId` is the division searched in: "1"
 * (all of Korea), "1-11" (a sido), "1-11-11010" (a si/gun/gu) or a full four-part id (a dong).
 * `search` is a post code prefix or words of the area's name, in Hangul or Latin letters.
 */
export const koreanAddressQuerySchema = z.object({
  locId: z
    .string()
    .regex(/^[0-9A-Za-z]+(-[0-9A-Za-z]+){0,3}$/, { error: 'validation_invalid' })
    .default(KOREA_COUNTRY),
  page: pageNumberField,
  pageSize: z.coerce
    .number({ error: 'validation_invalid' })
    .int()
    .min(1)
    .max(KOREAN_ADDRESS_PAGE_SIZE_MAX)
    .default(KOREAN_ADDRESS_PAGE_SIZE),
  search: z.string().trim().max(KOREAN_ADDRESS_SEARCH_MAX, { error: 'validation_max_length' }).default(''),
});
export type KoreanAddressQuery = z.infer<typeof koreanAddressQuerySchema>;

/** One answer: a post code area (offline) or a road address with its post code (online service). */
export const koreanAddressSchema = z.object({
  postCode: z.string(),
  /** The eup/myeon/dong's four-part location id: choosing the answer fills the form's selects. */
  locId: z.string(),
  sido: z.string(),
  sigungu: z.string(),
  eupMyeonDong: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** The post code also serves other areas (a code may span several dong or si/gun/gu). */
  isSharedCode: z.boolean(),
  roadAddress: z.string().nullable(),
  /** Road name and building number ("사직로8길 4"), what the form's street field takes. */
  street: z.string().nullable(),
  jibunAddress: z.string().nullable(),
  englishAddress: z.string().nullable(),
  buildingName: z.string().nullable(),
});
export type KoreanAddress = z.infer<typeof koreanAddressSchema>;

export const KOREAN_ADDRESS_SOURCES = ['post-codes', 'road-addresses'] as const;
export type KoreanAddressSource = (typeof KOREAN_ADDRESS_SOURCES)[number];

export const koreanAddressMetaSchema = z.object({
  pagination: paginationSchema,
  source: z.enum(KOREAN_ADDRESS_SOURCES),
});
