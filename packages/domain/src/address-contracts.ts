import { z } from 'zod';
import { personNameSchema } from './account-contracts.ts';
import { IDENTITY_MAX_LENGTH, IDENTITY_MIN_DIGITS, PERSON_NAME_MAX_LENGTH, textLength } from './account-rules.ts';
import { ADDRESS_PAGE_SIZE, ADDRESS_PAGE_SIZE_MAX } from './address-rules.ts';
import { KOREAN_POST_CODE_PATTERN } from './location-contracts.ts';
import { COUNTRIES, hasDistrictLevel, KOREA_COUNTRY } from './location-id.ts';
import { checkPhoneCountry, isValidPhoneDigits, PHONE_PREFIXES } from './phone.ts';

/*
 * The calls of the addresses module (spec 2 sections 5 and 7): the address book, its form, the
 * provinces sending is offered from, and the map settings the form's map starts from.
 */

/** Input lengths of spec 2 section 9 and the address form rules of spec 2 section 5. */
export const ADDRESS_LIMITS = {
  personName: PERSON_NAME_MAX_LENGTH,
  address: 250,
  addressDetail: 100,
  cardId: IDENTITY_MAX_LENGTH,
  postCode: 45,
  pccc: 45,
  additionalInfo: 200,
} as const;

export const ADDRESS_TYPES = ['SENDER', 'RECEIVER', 'NORMAL'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** The form's NORMAL is stored as a non-default SENDER (spec 2 section 5, "as coded"). */
export const SAVED_ADDRESS_TYPES = ['SENDER', 'RECEIVER'] as const;

/** Korea's personal customs clearance code (개인통관고유부호): P and 12 digits. */
export const PCCC_PATTERN = /^P\d{12}$/;

// Lengths count as the form's counters do (account-rules.ts, textLength).
const isWithin = (max: number) => (value: string) => textLength(value) <= max;
const text = (max: number) => z.string().refine(isWithin(max), { error: 'validation_max_length', params: { max } });
const requiredText = (max: number) =>
  z
    .string({ error: 'validation_required' })
    .trim()
    .min(1, { error: 'validation_required' })
    .refine(isWithin(max), { error: 'validation_max_length', params: { max } });
/** An empty string and null both mean "not set", so what an address read answers its update accepts. */
const optionalText = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]).nullish();

/** The body of `POST /v1/address` (create) and `POST /v1/address/{id}` (update in place). */
export const addressFormSchema = z
  .object({
    /** The contact: the same name rule as sign-up and the profile. */
    personName: personNameSchema,
    prefixPhone: z.enum(PHONE_PREFIXES, { error: 'validation_required' }),
    phone: z
      .string({ error: 'validation_required' })
      .min(1, { error: 'validation_required' })
      .refine(isValidPhoneDigits, { error: 'validation_range_length_phone' }),
    cardId: optionalText(
      text(ADDRESS_LIMITS.cardId).regex(new RegExp(`^\\d{${IDENTITY_MIN_DIGITS},}$`), { error: 'invalid_CMND_CCCD' }),
    ),
    country: z.enum(COUNTRIES, { error: 'validation_required' }),
    province: requiredText(12),
    district: z.string().max(12).nullish(),
    village: requiredText(12),
    address: requiredText(ADDRESS_LIMITS.address),
    addressDetail: optionalText(text(ADDRESS_LIMITS.addressDetail)),
    postCode: optionalText(
      text(ADDRESS_LIMITS.postCode).regex(/^[\p{L}\p{N}]+$/u, { error: 'validation_special_characters' }),
    ),
    pccc: optionalText(text(ADDRESS_LIMITS.pccc).regex(/^[\p{L}\p{N}]+$/u, { error: 'validation_special_characters' })),
    additionalInfo: optionalText(text(ADDRESS_LIMITS.additionalInfo)),
    type: z.enum(ADDRESS_TYPES, { error: 'validation_required' }),
    /**
     * Whether a SENDER or RECEIVER is the default of its type (when absent: it is). The address
     * read answers it, so a saved non-default address sent back as read stays as it was.
     */
    isDefault: z.boolean().nullish(),
    /** The map pick; without one the ward's point is stored. */
    lat: z.number().min(-90).max(90).nullish(),
    long: z.number().min(-180).max(180).nullish(),
  })
  .superRefine((form, context) => {
    const isKorea = form.country === KOREA_COUNTRY;
    checkPhoneCountry(form, context);
    if (hasDistrictLevel(form.country) && !form.district) {
      context.addIssue({ code: 'custom', path: ['district'], message: 'validation_required' });
    }
    // Korea Post sorts by the 5-digit code, chosen from the post code search (docs/decisions/places.md).
    if (isKorea && !form.postCode) {
      context.addIssue({ code: 'custom', path: ['postCode'], message: 'validation_required' });
    } else if (isKorea && form.postCode && !KOREAN_POST_CODE_PATTERN.test(form.postCode)) {
      context.addIssue({ code: 'custom', path: ['postCode'], message: 'validation_post_code_unknown' });
    }
    // NORMAL is the form's "neither default": it cannot be a default as well.
    if (form.type === 'NORMAL' && form.isDefault) {
      context.addIssue({ code: 'custom', path: ['isDefault'], message: 'validation_invalid' });
    }
    if (form.pccc && !isKorea) {
      context.addIssue({ code: 'custom', path: ['pccc'], message: 'validation_pccc_korea_only' });
    } else if (form.pccc && /^[\p{L}\p{N}]+$/u.test(form.pccc) && !PCCC_PATTERN.test(form.pccc.toUpperCase())) {
      context.addIssue({ code: 'custom', path: ['pccc'], message: 'validation_pccc_format' });
    }
  });
export type AddressForm = z.input<typeof addressFormSchema>;
export type AddressFormData = z.output<typeof addressFormSchema>;

/** Whether the address saved from a form is the default of its type. */
export function isDefaultAddress(form: Pick<AddressFormData, 'type' | 'isDefault'>): boolean {
  return form.type !== 'NORMAL' && form.isDefault !== false;
}

export {
  ADDRESS_PAGE_SIZE,
  ADDRESS_PAGE_SIZE_MAX,
  ADDRESS_SORT_FIELDS,
  DEFAULT_ADDRESS_SORT,
} from './address-rules.ts';

export const listAddressesQuerySchema = z.object({
  // Bounded like the Korean address pages: an unbounded page times the limit overflowed the
  // query's bigint OFFSET (page 2^53 − 1 at 5,000 a page answered 500).
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADDRESS_PAGE_SIZE_MAX).default(ADDRESS_PAGE_SIZE),
});

/** `POST /v2/address`: a text in name, phone or street, and the sort ("field direction", comma-separated). */
export const listAddressesRequestSchema = z
  .object({
    searchText: z.string().max(100).nullish(),
    sort: z.union([z.string().max(200), z.array(z.string().max(50)).max(4)]).nullish(),
  })
  .default({});
export type ListAddressesRequest = z.infer<typeof listAddressesQuerySchema> &
  z.infer<typeof listAddressesRequestSchema>;

export const addressIdParamsSchema = z.object({ id: z.string() });

/** A saved address as the API answers it (list, read, create, update). */
export const addressSchema = z.object({
  id: z.string(),
  type: z.enum(SAVED_ADDRESS_TYPES),
  isDefault: z.boolean(),
  personName: z.string(),
  prefixPhone: z.string(),
  /** National number without the trunk 0. */
  phone: z.string(),
  /**
   * The phone as people read it, "+84 901 234 567": written by the server, so the pages that only
   * show a phone (the order screen among them) load no phone library.
   */
  phoneDisplay: z.string(),
  cardId: z.string().nullable(),
  country: z.string(),
  province: z.string(),
  /** "0" in Vietnam, which has no district level. */
  district: z.string(),
  village: z.string(),
  locId: z.string(),
  address: z.string(),
  addressDetail: z.string().nullable(),
  postCode: z.string().nullable(),
  pccc: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  lat: z.number(),
  long: z.number(),
  /** Street, ward, district, province, country in the reader's language. */
  fullAddress: z.string(),
  createdAt: z.iso.datetime(),
});
export type Address = z.infer<typeof addressSchema>;

/** A province sending is offered from (`GET /v1/address/configpicklatlon`), with its point. */
export const pickupProvinceSchema = z.object({
  country: z.string(),
  province: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PickupProvince = z.infer<typeof pickupProvinceSchema>;

const latLngSchema = z.object({ lat: z.number(), lng: z.number() });

/**
 * `GET /v1/site-config`: what the web app needs to know about this deployment, without signing
 * in; the address form's map starts from it (spec 2 section 9) and searches with its provider.
 */
export const siteConfigSchema = z.object({
  map: z.object({
    defaultZoom: z.number().int(),
    defaultCenter: latLngSchema,
    accuracyRadiusMeters: z.number(),
    /** A Leaflet tile URL template. */
    tileUrl: z.string(),
  }),
  geocodingProvider: z.enum(['offline', 'google']),
  /** Origins (scheme, host, port) the order screen may send a customer to pay on (spec 1 section 4). */
  paymentOrigins: z.array(z.string()),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
