import type { Profile } from '@skyparcel/domain/account-contracts';
import { formatPhone } from '@skyparcel/domain/phone';
import type { UserRow } from './account-repository.ts';

/** What a customer sees of their account: everything but the password hash and bookkeeping. */
export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    type: user.type,
    prefixPhone: user.prefixPhone,
    phone: user.phone,
    // Written here, so a page that shows the phone need not load and run the numbering plans (issue 35).
    phoneDisplay: user.phone ? formatPhone(user.prefixPhone, user.phone) : null,
    customerCode: user.customerCode,
    name: user.name,
    email: user.email,
    idenNumber: user.idenNumber,
    gender: user.gender,
    // Birth travels as YYYY/MM/DD (spec 2 section 3, Profile); the column is a date.
    birth: user.birth ? user.birth.replaceAll('-', '/') : null,
    country: user.country,
    province: user.province,
    district: user.district,
    village: user.village,
    address: user.address,
    companyName: user.companyName,
    taxNumber: user.taxNumber,
    companyPhone: user.companyPhone,
    companyRepresentative: user.companyRepresentative,
    pointTopup: user.pointTopup,
    hasCargoContract: user.hasCargoContract,
    staffRole: user.staffRole,
  };
}
