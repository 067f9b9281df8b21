import type { Address, PickupProvince } from '@skyparcel/domain/address-contracts';
import { HOME_COUNTRY } from '@skyparcel/domain/location-id';

/** C2C parcels leave only from the home country's configured provinces (spec 2 "Address screens"). */
export function canSendFrom(address: Pick<Address, 'country' | 'province'>, provinces: PickupProvince[]): boolean {
  if (address.country !== HOME_COUNTRY) return false;
  return provinces.some((entry) => entry.country === address.country && entry.province === address.province);
}
