import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  GENDERS,
  hasEdgeSpaces,
  IDENTITY_MAX_LENGTH,
  IDENTITY_MIN_DIGITS,
  isPasswordStrong,
  isPersonName,
  isTaxNumber,
  isValidBirth,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './account-rules.ts';
import { isValidPhoneDigits, PHONE_PREFIXES } from './phone.ts';

/*
 * Request contracts shared by the server (which enforces them) and the web forms
 * (which preview them). Every issue message is a stable code; the field label is
 * the path, so both sides can render "Please enter {field}".
 */

const required = (max = 10_000) =>
  z
    .string({ error: 'validation_required' })
    .min(1, { error: 'validation_required' })
    .max(max, { error: 'validation_max_length' });

/** Optional text: an empty string means "not given" and is stored as null. */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

const personName = required(NAME_MAX_LENGTH)
  .refine((v) => !hasEdgeSpaces(v), { error: 'validation_spaces_full_name' })
  .refine((v) => hasEdgeSpaces(v) || isPersonName(v), { error: 'validation_special_characters' });

const phoneDigits = required().refine(isValidPhoneDigits, { error: 'validation_range_length_phone' });

const email = z.string().max(EMAIL_MAX_LENGTH, { error: 'validation_max_length' }).email({ error: 'validation_email' });

const identityNumber = z
  .string()
  .max(IDENTITY_MAX_LENGTH, { error: 'validation_max_length' })
  .regex(new RegExp(`^\\d{${IDENTITY_MIN_DIGITS},}$`), { error: 'invalid_CMND_CCCD' });

const password = required()
  .min(PASSWORD_MIN_LENGTH, { error: 'validation_password_length' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation_password_length' })
  .refine(isPasswordStrong, { error: 'validation_password_weak' });

/** Location parts of a profile; the places issue turns them into division ids. */
const locationFields = {
  country: optional(z.string().max(20)),
  province: optional(z.string().max(20)),
  district: optional(z.string().max(20)),
  village: optional(z.string().max(20)),
  address: optional(z.string().max(ADDRESS_MAX_LENGTH, { error: 'validation_max_length' })),
};

export const loginRequestSchema = z.object({
  username: required(64).transform((v) => v.trim()),
  password: required(PASSWORD_MAX_LENGTH * 4),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  prefixPhone: z.enum(PHONE_PREFIXES, { error: 'validation_required' }),
  phone: phoneDigits,
  name: personName,
  email: optional(email),
  password,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const personalProfileSchema = z.object({
  name: personName,
  email: optional(email),
  idenNumber: optional(identityNumber),
  gender: optional(z.enum(GENDERS, { error: 'validation_required' })),
  birth: optional(z.string().refine((v) => isValidBirth(v), { error: 'validation_birth' })),
  ...locationFields,
});
export type PersonalProfileInput = z.input<typeof personalProfileSchema>;

export const businessProfileSchema = z.object({
  companyName: required(COMPANY_NAME_MAX_LENGTH).refine((v) => !hasEdgeSpaces(v), {
    error: 'validation_spaces_full_name',
  }),
  taxNumber: required(20).refine(isTaxNumber, { error: 'validation_tax_number' }),
  companyPhone: phoneDigits,
  companyRepresentative: personName,
  gender: optional(z.enum(GENDERS, { error: 'validation_required' })),
  email: required(EMAIL_MAX_LENGTH).pipe(email),
  ...locationFields,
});
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;

/** What `PUT /v1/user/password` takes (form-encoded, spec 2 section 7). */
export const changePasswordRequestSchema = z
  .object({ oldPassword: required(PASSWORD_MAX_LENGTH * 4), newPassword: password })
  .refine((v) => v.oldPassword !== v.newPassword, {
    error: 'validation_password_same_as_old',
    path: ['newPassword'],
  });

/** The web form adds the re-entry, which never leaves the browser. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: required(PASSWORD_MAX_LENGTH * 4),
    newPassword: password,
    reEnterPassword: required(PASSWORD_MAX_LENGTH * 4),
  })
  .refine((v) => v.reEnterPassword === v.newPassword, {
    error: 'validation_re_enter_password',
    path: ['reEnterPassword'],
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    error: 'validation_password_same_as_old',
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** A signed-in customer as the API answers it (camelCase once the client converts). */
export type Profile = {
  id: string;
  type: 'P' | 'B';
  prefixPhone: string | null;
  phone: string | null;
  customerCode: string | null;
  name: string | null;
  email: string | null;
  idenNumber: string | null;
  gender: '1' | '0' | null;
  birth: string | null;
  country: string | null;
  province: string | null;
  district: string | null;
  village: string | null;
  address: string | null;
  companyName: string | null;
  taxNumber: string | null;
  companyPhone: string | null;
  companyRepresentative: string | null;
  pointTopup: number;
  hasCargoContract: boolean;
};

export type LoginResult = {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  user: Profile;
};

/** The name the header shows: the person for personal accounts, the company for business ones. */
export function displayName(profile: Pick<Profile, 'type' | 'name' | 'companyName'>): string {
  return (profile.type === 'B' ? profile.companyName : profile.name) ?? '';
}
