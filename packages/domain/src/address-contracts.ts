import { z } from 'zod';
import { hasEdgeSpaces, IDENTITY_MAX_LENGTH, IDENTITY_MIN_DIGITS, NAME_MAX_LENGTH } from './account-rules.ts';
import { COUNTRIES, hasDistrictLevel, KOREA_COUNTRY } from './location-id.ts';
import { isValidPhoneDigits, PHONE_PREFIXES } from './phone.ts';

/** Input lengths of spec 2 section 9 and the address form rules of spec 2 section 5. */
export const ADDRESS_LIMITS = {
  personName: NAME_MAX_LENGTH,
  address: 250,
  addressDetail: 100,
  cardId: IDENTITY_MAX_LENGTH,
  postCode: 45,
  pccc: 45,
  additionalInfo: 200,
} as const;

export const ADDRESS_TYPES = ['SENDER', 'RECEIVER', 'NORMAL'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** Korea's personal customs clearance code (개인통관고유부호): P and 12 digits. */
export const PCCC_PATTERN = /^P\d{12}$/;

const text = (max: number) => z.string().max(max, { error: 'validation_max_length' });
const requiredText = (max: number) =>
  z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(max, {
    error: 'validation_max_length',
  });
const optionalText = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]).optional();

export const addressFormSchema = z
  .object({
    personName: z
      .string({ error: 'validation_required' })
      .min(1, { error: 'validation_required' })
      .max(ADDRESS_LIMITS.personName, { error: 'validation_max_length' })
      .refine((v) => !hasEdgeSpaces(v), { error: 'validation_spaces_full_name' }),
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
    district: z.string().max(12).optional(),
    village: requiredText(12),
    address: requiredText(ADDRESS_LIMITS.address),
    addressDetail: optionalText(text(ADDRESS_LIMITS.addressDetail)),
    postCode: optionalText(
      text(ADDRESS_LIMITS.postCode).regex(/^[\p{L}\p{N}]+$/u, { error: 'validation_special_characters' }),
    ),
    pccc: optionalText(text(ADDRESS_LIMITS.pccc).regex(/^[\p{L}\p{N}]+$/u, { error: 'validation_special_characters' })),
    additionalInfo: optionalText(text(ADDRESS_LIMITS.additionalInfo)),
    type: z.enum(ADDRESS_TYPES, { error: 'validation_required' }),
    lat: z.number().min(-90).max(90).optional(),
    long: z.number().min(-180).max(180).optional(),
  })
  .superRefine((form, context) => {
    const isKorea = form.country === KOREA_COUNTRY;
    if (hasDistrictLevel(form.country) && !form.district) {
      context.addIssue({ code: 'custom', path: ['district'], message: 'validation_required' });
    }
    if (form.pccc && !isKorea) {
      context.addIssue({ code: 'custom', path: ['pccc'], message: 'validation_pccc_korea_only' });
    } else if (form.pccc && /^[\p{L}\p{N}]+$/u.test(form.pccc) && !PCCC_PATTERN.test(form.pccc.toUpperCase())) {
      context.addIssue({ code: 'custom', path: ['pccc'], message: 'validation_pccc_format' });
    }
  });
export type AddressForm = z.input<typeof addressFormSchema>;

/** Sort keys of the address list (spec 2 section 7), default first. */
export const ADDRESS_SORT_FIELDS = ['default_sender', 'default_receiver', 'created_at', 'person_name'] as const;
export const DEFAULT_ADDRESS_SORT = 'default_sender desc, default_receiver desc, created_at desc';
export const ADDRESS_PAGE_SIZE = 20;
/** The c2c address picker loads everything at once (spec 1 section 9). */
export const ADDRESS_PAGE_SIZE_MAX = 5000;

/** A saved address as the API answers it (camelCase once the client converts). */
export type Address = {
  id: string;
  type: Exclude<AddressType, 'NORMAL'>;
  isDefault: boolean;
  personName: string;
  prefixPhone: string;
  phone: string;
  cardId: string | null;
  country: string;
  province: string;
  district: string;
  village: string;
  locId: string;
  address: string;
  addressDetail: string | null;
  postCode: string | null;
  pccc: string | null;
  additionalInfo: string | null;
  lat: number;
  long: number;
  /** Street, ward, district, province, country in the reader's language. */
  fullAddress: string;
  createdAt: string;
};
