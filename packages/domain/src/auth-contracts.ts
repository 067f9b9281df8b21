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
import { checkPhoneCountry, PHONE_PREFIXES } from './phone.ts';

/*
 * The calls of the auth module: sign-in, sign-up, sign-out, the password change (spec 2
 * sections 2 and 7) and the forgotten-password reset (ours). Sign-in and sign-up answer the same session.
 */

/** What the current password is checked against: any text, longer than a new one may be. */
const currentPassword = requiredText(PASSWORD_MAX_LENGTH * 4);
/** The new password typed a second time: an empty one asks for exactly that ("type it again"). */
export const reEnteredPassword = z
  .string({ error: 'validation_re_enter_required' })
  .min(1, { error: 'validation_re_enter_required' })
  .max(PASSWORD_MAX_LENGTH * 4, { error: 'validation_max_length' });

/** A password being chosen: 8–64 characters with letters and digits. */
export const newPassword = requiredText()
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
export const registerRequestFields = {
  prefixPhone: z.enum(PHONE_PREFIXES, { error: 'validation_required' }),
  phone: phoneDigitsSchema,
  name: personNameSchema,
  email: optionalText(emailSchema),
  password: newPassword,
};

export const registerRequestSchema = z.object(registerRequestFields).superRefine(checkPhoneCountry);
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

/** The re-entry of a new password matches it; it is checked in the browser and never sent. */
const isReEnteredAsNew = (v: { newPassword: string; reEnterPassword: string }) => v.reEnterPassword === v.newPassword;
const reEnteredDiffers = { error: 'validation_re_enter_password', path: ['reEnterPassword'] };

/** The web form adds the re-entry, which never leaves the browser. */
export const changePasswordFormSchema = z
  .object({ oldPassword: currentPassword, newPassword, reEnterPassword: reEnteredPassword })
  .refine(isReEnteredAsNew, reEnteredDiffers)
  .refine((v) => v.oldPassword !== v.newPassword, {
    error: 'validation_password_same_as_old',
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/*
 * Forgotten password (docs/decisions/password-reset.md): a link with a single-use token goes
 * to the account's e-mail; the token travels in the link's fragment and then in request bodies only.
 */

/** The web page a reset mail links to; the token follows in the fragment (`#token=...`), which never reaches a server log. */
export const PASSWORD_RESET_PAGE_PATH = '/auth/reset-password';
export const PASSWORD_RESET_TOKEN_PARAM = 'token';

/** `POST /v1/auth/password-reset`: what the account signs in with (a phone or a customer code). */
export const passwordResetRequestSchema = loginRequestSchema.pick({ username: true });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** The same answer whether or not such an account exists: how long a link sent now stays valid. */
export const passwordResetRequestedSchema = z.object({ expiresIn: z.number().int().describe('seconds') });
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

/** Any text: a token we never issued is refused as invalid, not as a malformed field. */
const resetToken = requiredText(256);

/** `POST /v1/auth/password-reset/check`: whether the link can still set a password. */
export const passwordResetCheckSchema = z.object({ token: resetToken });
export type PasswordResetCheck = z.input<typeof passwordResetCheckSchema>;

export const passwordResetCheckedSchema = z.object({ expiresAt: z.iso.datetime() });
export type PasswordResetChecked = z.infer<typeof passwordResetCheckedSchema>;

/** `POST /v1/auth/password-reset/confirm`: the token and the new password (the sign-up rule). */
export const passwordResetConfirmSchema = z.object({ token: resetToken, newPassword });
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** The web form of the link's page: the new password and its re-entry. */
export const passwordResetFormSchema = z
  .object({ newPassword, reEnterPassword: reEnteredPassword })
  .refine(isReEnteredAsNew, reEnteredDiffers);
export type PasswordResetForm = z.input<typeof passwordResetFormSchema>;
