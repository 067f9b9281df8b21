import type { Language } from '@skyparcel/domain/locale';
import { HOME_COUNTRY } from '@skyparcel/domain/location-id';
import type { Database } from '../../db/client.ts';
import { getSetting } from '../content/get-setting.ts';
import { listLocations } from '../locations/list-locations.ts';

export type PickupProvince = { country: string; province: string; name: string; lat: number; lng: number };

/**
 * `GET /v1/address/configpicklatlon`: the home-country provinces from which sending is
 * offered. The list is the site setting `pickupProvinces` (province codes), editable as data.
 */
export async function getPickupProvinces(db: Database, language: Language): Promise<PickupProvince[]> {
  const codes = await getSetting<string[]>(db, 'pickupProvinces', []);
  const provinces = await listLocations(db, { level: 'province', country: HOME_COUNTRY }, language);
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
