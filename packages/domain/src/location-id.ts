/**
 * Location ids join country, province, district and village with "-" (spec 2 section 3):
 * "0-01-0-00004" is ward Ba Đình of Hà Nội. Country "0" is Vietnam (home), "1" Korea.
 * Vietnam has had no district level since 1 July 2025: its district part is always "0".
 */
export const HOME_COUNTRY = '0';
export const KOREA_COUNTRY = '1';
export const COUNTRIES = [HOME_COUNTRY, KOREA_COUNTRY] as const;
export const NO_DISTRICT = '0';

export const LOCATION_LEVELS = ['country', 'province', 'district', 'village'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];

export type LocationId = { country: string; province: string; district: string; village: string };

/** Whether addresses in this country pick a district (Korea's si/gun/gu); Vietnam's do not. */
export function hasDistrictLevel(country: string): boolean {
  return country === KOREA_COUNTRY;
}

export function formatLocationId(id: LocationId): string {
  const district = hasDistrictLevel(id.country) ? id.district : NO_DISTRICT;
  return [id.country, id.province, district, id.village].join('-');
}

/** The parts of a location id, or null when it is not four non-empty parts of letters and digits. */
export function parseLocationId(value: string): LocationId | null {
  const parts = value.split('-');
  if (parts.length !== 4 || parts.some((part) => !/^[0-9A-Za-z]+$/.test(part))) return null;
  const [country, province, district, village] = parts;
  return { country, province, district, village };
}
