import type { PickupProvince } from '@skyparcel/domain/address-contracts';
import { HOME_COUNTRY } from '@skyparcel/domain/location-id';
import type { CallContext } from '../../http/call-context.ts';
import { getSetting } from '../content/get-setting.ts';
import { locationOptions } from '../locations/list-locations.ts';

/**
 * `GET /v1/address/configpicklatlon`: the home-country provinces from which sending is
 * offered. The list is the site setting `pickupProvinces` (province codes), editable as data.
 */
export async function getPickupProvinces(call: Pick<CallContext, 'db' | 'language'>): Promise<PickupProvince[]> {
  const { db, language } = call;
  const codes = await getSetting<string[]>(db, 'pickupProvinces', []);
  const provinces = await locationOptions(db, { level: 'province', country: HOME_COUNTRY }, language);
  return provinces
    .filter((option) => codes.includes(option.value))
    .map((option) => ({
      country: HOME_COUNTRY,
      province: option.value,
      name: option.label,
      lat: option.lat ?? 0,
      lng: option.lng ?? 0,
    }));
}
