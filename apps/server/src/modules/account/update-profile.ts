import {
  type BusinessProfileInput,
  businessProfileSchema,
  type PersonalProfileInput,
  type Profile,
  personalProfileSchema,
} from '@skyparcel/domain/account-contracts';
import { stripTrunkZero } from '@skyparcel/domain/phone';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById, type ProfileChanges, updateUser } from './account-repository.ts';
import { toProfile } from './profile-view.ts';

/** Which form applies depends on the account type, so the body is checked here, not in the route. */
export async function updateProfile(db: Database, userId: string, body: unknown): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const changes = user.type === 'B' ? businessChanges(body) : personalChanges(body);
  return toProfile(await updateUser(db, userId, changes));
}

/** An empty string from a form means "not given". */
const orNull = (value: string | undefined) => (value ? value : null);

function locationChanges(input: PersonalProfileInput | BusinessProfileInput): ProfileChanges {
  return {
    country: orNull(input.country),
    province: orNull(input.province),
    district: orNull(input.district),
    village: orNull(input.village),
    address: orNull(input.address?.trim()),
  };
}

function personalChanges(body: unknown): ProfileChanges {
  const parsed = personalProfileSchema.safeParse(body);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const input = parsed.data;
  return {
    name: input.name,
    email: orNull(input.email),
    idenNumber: orNull(input.idenNumber),
    gender: input.gender || null,
    birth: input.birth ? input.birth.replaceAll('/', '-') : null,
    ...locationChanges(input),
  };
}

function businessChanges(body: unknown): ProfileChanges {
  const parsed = businessProfileSchema.safeParse(body);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  const input = parsed.data;
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
