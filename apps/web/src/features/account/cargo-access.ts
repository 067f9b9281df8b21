import type { Profile } from '@skyparcel/domain/account-contracts';

export type CargoAccess = 'allowed' | 'personal' | 'no-contract';

/** Cargo Direct is for business accounts with a signed contract (spec 2 section 1). */
export function cargoAccessOf(profile: Pick<Profile, 'type' | 'hasCargoContract'>): CargoAccess {
  if (profile.type !== 'B') return 'personal';
  return profile.hasCargoContract ? 'allowed' : 'no-contract';
}
