import type { Address, PickupProvince } from '@skyparcel/domain/address-contracts';
import { HOME_COUNTRY } from '@skyparcel/domain/location-id';

/**
 * C2C parcels leave Vietnam only from the configured provinces (spec 2 "Address screens"); from
 * Korea, our partner collects anywhere (a cross-border order to Vietnam, as the default sender rule
 * of spec 1 section 4 allows a sender abroad).
 */
export function canSendFrom(address: Pick<Address, 'country' | 'province'>, provinces: PickupProvince[]): boolean {
  if (address.country !== HOME_COUNTRY) return true;
  return provinces.some((entry) => entry.country === address.country && entry.province === address.province);
}
