import { z } from 'zod';
import {
  emailSchema,
  optionalText,
  personNameSchema,
  phoneDigitsSchema,
  profileSchema,
  requiredText,
} from './account-contracts.ts';
import { isPasswordStrong, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-rules.ts';
import { PHONE_PREFIXES } from './phone.ts';

/*
 * The calls of the auth module: sign-in, sign-up, sign-out and the password change (spec 2
 * sections 2 and 7). Sign-in and sign-up answer the same session.
 */

/** What the current password is checked against: any text, longer than a new one may be. */
const currentPassword = requiredText(PASSWORD_MAX_LENGTH * 4);

const newPassword = requiredText()
  .min(PASSWORD_MIN_LENGTH, { error: 'validation_password_length' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation_password_length' })
  .refine(isPasswordStrong, { error: 'validation_password_weak' });

/** `POST /v1/auth/login`: a phone (personal) or customer code (business), and the password. */
export const loginRequestSchema = z.object({
  username: requiredText(64).transform((v) => v.trim()),
  password: currentPassword,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** `POST /v1/auth/register`: personal sign-up; business accounts are opened by our staff. */
export const registerRequestSchema = z.object({
  prefixPhone: z.enum(PHONE_PREFIXES, { error: 'validation_required' }),
  phone: phoneDigitsSchema,
  name: personNameSchema,
  email: optionalText(emailSchema),
  password: newPassword,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** What sign-in and sign-up answer: the bearer token and the signed-in customer. */
export const loginResultSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().describe('seconds'),
  user: profileSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** What `PUT /v1/user/password` takes (form-encoded, spec 2 section 7). */
export const changePasswordRequestSchema = z
  .object({ oldPassword: currentPassword, newPassword })
  .refine((v) => v.oldPassword !== v.newPassword, {
    error: 'validation_password_same_as_old',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The web form adds the re-entry, which never leaves the browser. */
export const changePasswordFormSchema = z
  .object({ oldPassword: currentPassword, newPassword, reEnterPassword: currentPassword })
  .refine((v) => v.reEnterPassword === v.newPassword, {
    error: 'validation_re_enter_password',
    path: ['reEnterPassword'],
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    error: 'validation_password_same_as_old',
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
