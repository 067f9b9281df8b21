import type { Language } from '@skyparcel/domain/locale';
import type { LocationOption } from '@skyparcel/domain/location-contracts';
import { HOME_COUNTRY, KOREA_COUNTRY } from '@skyparcel/domain/location-id';
import type { DivisionRow } from './location-repository.ts';
import { vietnameseInHangul } from './vietnamese-in-hangul.ts';

type NamedDivision = Pick<DivisionRow, 'country' | 'level' | 'nameLocal' | 'nameEn'>;

/**
 * A division's name in the reader's language, where it is a label (a list, a route, a place summary):
 * as in an address line, except that Korean readers get Vietnam's provinces in Hangul (Hồ Chí Minh →
 * 호찌민; docs/decisions/places.md, "Division names").
 */
export function divisionName(row: NamedDivision, language: Language): string {
  if (language === 'ko' && row.country === HOME_COUNTRY && row.level === 'province') {
    return vietnameseInHangul(row.nameLocal);
  }
  return addressPartName(row, language);
}

/**
 * A division's name in an address line, as it is written on a parcel: English readers get romanised
 * names; Korean readers the local script of either country; Vietnamese readers Vietnamese names at
 * home and romanised ones for Korea.
 */
export function addressPartName(row: Omit<NamedDivision, 'level'>, language: Language): string {
  if (language === 'en') return row.nameEn;
  if (language === 'vi' && row.country === KOREA_COUNTRY) return row.nameEn;
  return row.nameLocal;
}

export function toOption(row: DivisionRow, language: Language): LocationOption {
  return { value: row.code, label: divisionName(row, language), lat: row.lat, lng: row.lng };
}

/** Sorted as people of that language sort their own alphabet. */
export function sortOptions(options: LocationOption[], language: Language): LocationOption[] {
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}
