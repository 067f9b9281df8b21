import type { Address } from '@skyparcel/domain/address-contracts';
import { HOME_COUNTRY } from '@skyparcel/domain/location-id';
import type { PickableProvince } from './api/get-pick-config.ts';

/** C2C parcels leave only from the home country's configured provinces (spec 2 "Address screens"). */
export function canSendFrom(address: Pick<Address, 'country' | 'province'>, provinces: PickableProvince[]): boolean {
  if (address.country !== HOME_COUNTRY) return false;
  return provinces.some((entry) => entry.country === address.country && entry.province === address.province);
}
