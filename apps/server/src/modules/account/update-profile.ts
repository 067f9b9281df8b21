import {
  type BusinessProfileInput,
  businessProfileSchema,
  type PersonalProfileInput,
  type Profile,
  type ProfileUpdate,
  personalProfileSchema,
} from '@skyparcel/domain/account-contracts';
import { stripTrunkZero } from '@skyparcel/domain/phone';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { findUserById, type ProfileChanges, updateUser } from './account-repository.ts';
import { toProfile } from './profile-view.ts';

/**
 * `PUT /v1/user/profile`. The route has checked each field; which form applies, and so which
 * fields are required, depends on the account's type, so that check is made here.
 */
export async function updateProfile(call: CallContext<ProfileUpdate>): Promise<Profile> {
  const { db, userId, input } = call;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const changes = user.type === 'B' ? businessChanges(input) : personalChanges(input);
  return toProfile(await updateUser(db, userId, changes));
}

function parseForm<S extends z.ZodType>(schema: S, input: ProfileUpdate): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  return parsed.data;
}

/** An empty string or null from a form means "not given". */
const orNull = (value: string | null | undefined) => (value ? value : null);

function locationChanges(input: PersonalProfileInput | BusinessProfileInput): ProfileChanges {
  return {
    country: orNull(input.country),
    province: orNull(input.province),
    district: orNull(input.district),
    village: orNull(input.village),
    address: orNull(input.address?.trim()),
  };
}

function personalChanges(body: ProfileUpdate): ProfileChanges {
  const input = parseForm(personalProfileSchema, body);
  return {
    name: input.name,
    email: orNull(input.email),
    idenNumber: orNull(input.idenNumber),
    gender: input.gender || null,
    birth: input.birth ? input.birth.replaceAll('/', '-') : null,
    ...locationChanges(input),
  };
}

function businessChanges(body: ProfileUpdate): ProfileChanges {
  const input = parseForm(businessProfileSchema, body);
  return {
    companyName: input.companyName,
    taxNumber: input.taxNumber,
    companyPhone: stripTrunkZero(input.companyPhone),
    companyRepresentative: input.companyRepresentative,
    gender: input.gender || null,
    email: input.email,
    ...locationChanges(input),
  };
}
