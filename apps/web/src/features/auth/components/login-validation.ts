import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@skyparcel/domain/auth-contracts';

/** The sign-in rules, fetched with the validation library when the form first checks (login-form.tsx). */
export const loginResolver = zodResolver(loginRequestSchema);
