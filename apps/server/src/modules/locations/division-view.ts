import type { Language } from '@skyparcel/domain/locale';
import type { LocationOption } from '@skyparcel/domain/location-contracts';
import { KOREA_COUNTRY } from '@skyparcel/domain/location-id';
import type { DivisionRow } from './location-repository.ts';

/**
 * Names in the reader's language (docs/decisions/places.md, "Division names"): English readers get
 * romanised names; Korean readers the local script of either country; Vietnamese readers
 * Vietnamese names at home and romanised ones for Korea.
 */
export function divisionName(row: Pick<DivisionRow, 'country' | 'nameLocal' | 'nameEn'>, language: Language): string {
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
