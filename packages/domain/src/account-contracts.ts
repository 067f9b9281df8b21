import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  ADDRESS_MAX_LENGTH,
  companyNameIssue,
  EMAIL_MAX_LENGTH,
  GENDERS,
  IDENTITY_MAX_LENGTH,
  IDENTITY_MIN_DIGITS,
  isValidBirth,
  personNameIssue,
} from './account-rules.ts';
import { isValidPhoneDigits } from './phone.ts';
import { STAFF_ROLES } from './staff-roles.ts';
import { taxNumberIssue } from './tax-number.ts';

// The header's name rule lives with the zod-free rules (the web shell shows it without zod).
export { displayName } from './account-rules.ts';

/*
 * The calls of the account module (the profile), and the field rules account data shares with
 * sign-up (auth-contracts.ts). The server enforces them, the web forms preview them. Every issue
 * message is a stable code; the field label is the issue's path, so both sides can render
 * "Please enter {field}".
 */

export const requiredText = (max = 10_000) =>
  z
    .string({ error: 'validation_required' })
    .min(1, { error: 'validation_required' })
    .max(max, { error: 'validation_max_length' });

/**
 * Optional text: an empty string and null both mean "not set" (stored as null), so what a
 * profile read answers is what its update accepts.
 */
export const optionalText = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).nullish();

/** A text checked by one of the domain's rule functions: one issue, the first rule it breaks. */
const checkedText = (issueOf: (value: string) => string | null, text = z.string({ error: 'validation_required' })) =>
  text.superRefine((value, context) => {
    const issue = issueOf(value);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  });

/** A person's name: sign-up, profile, a company's representative and address book contacts. */
export const personNameSchema = checkedText(personNameIssue);
/** A company's name: the business profile and the VAT invoice. */
export const companyNameSchema = checkedText(companyNameIssue);
/** A tax number (VAT invoice, business profile); spaces around a pasted number are dropped. */
export const taxNumberSchema = checkedText(taxNumberIssue, z.string({ error: 'validation_required' }).trim());

export const phoneDigitsSchema = requiredText().refine(isValidPhoneDigits, { error: 'validation_range_length_phone' });

export const emailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH, { error: 'validation_max_length' })
  .email({ error: 'validation_email' });

const identityNumber = z
  .string()
  .max(IDENTITY_MAX_LENGTH, { error: 'validation_max_length' })
  .regex(new RegExp(`^\\d{${IDENTITY_MIN_DIGITS},}$`), { error: 'invalid_CMND_CCCD' });

const gender = optionalText(z.enum(GENDERS, { error: 'validation_required' }));

/** Location parts of a profile; the places issue turns them into division ids. */
const locationFields = {
  country: optionalText(z.string().max(20)),
  province: optionalText(z.string().max(20)),
  district: optionalText(z.string().max(20)),
  village: optionalText(z.string().max(20)),
  address: optionalText(z.string().max(ADDRESS_MAX_LENGTH, { error: 'validation_max_length' })),
};

const personalFields = {
  name: personNameSchema,
  email: optionalText(emailSchema),
  idenNumber: optionalText(identityNumber),
  gender,
  birth: optionalText(z.string().refine((v) => isValidBirth(v), { error: 'validation_birth' })),
  ...locationFields,
};

/** The personal form of `PUT /v1/user/profile`. */
export const personalProfileSchema = z.object(personalFields);
export type PersonalProfileInput = z.input<typeof personalProfileSchema>;

/** The business form of `PUT /v1/user/profile`: the company's data; its email is required. */
export const businessProfileSchema = z.object({
  companyName: companyNameSchema,
  taxNumber: taxNumberSchema,
  companyPhone: phoneDigitsSchema,
  companyRepresentative: personNameSchema,
  gender,
  email: requiredText(EMAIL_MAX_LENGTH).pipe(emailSchema),
  ...locationFields,
});
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;

/**
 * What `PUT /v1/user/profile` reads: the fields of both forms, each with its rules. Which form
 * applies (and so which fields are required) is the account's type, which the server knows and
 * the body does not say: it then checks the body against `personalProfileSchema` or
 * `businessProfileSchema`. Fields of the other form are ignored.
 */
export const profileUpdateSchema = z.object({
  ...personalFields,
  name: personNameSchema.nullish(),
  companyName: companyNameSchema.nullish(),
  taxNumber: taxNumberSchema.nullish(),
  companyPhone: phoneDigitsSchema.nullish(),
  companyRepresentative: personNameSchema.nullish(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * A customer's account as `GET /v1/user/profile` answers it, for both types: personal accounts
 * fill the person's fields, business accounts the company's (spec 2 section 3, Profile).
 */
export const profileSchema = z.object({
  id: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  prefixPhone: z.string().nullable(),
  /** National number without the trunk 0. */
  phone: z.string().nullable(),
  /** The phone as it is shown, "+84 901 234 567" (written by the server, as an address's `phoneDisplay`). */
  phoneDisplay: z.string().nullable(),
  /** Business accounts sign in with it. */
  customerCode: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  idenNumber: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** YYYY/MM/DD. */
  birth: z.string().nullable(),
  country: z.string().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  village: z.string().nullable(),
  address: z.string().nullable(),
  companyName: z.string().nullable(),
  taxNumber: z.string().nullable(),
  companyPhone: z.string().nullable(),
  companyRepresentative: z.string().nullable(),
  /** Wallet balance in points (VND). */
  pointTopup: z.number().int(),
  /** Business accounts with a contract may use Cargo Direct. */
  hasCargoContract: z.boolean(),
  /** A staff member's role (the web then opens the carrier's screens); null for customers. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
