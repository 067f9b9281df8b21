import { foldVietnamese, foldWithoutHyphens } from '@skyparcel/domain/text-fold';
import { romanize } from 'es-hangul';

/** What autocomplete matches: both names, without accents or case ("Hà Nội Hanoi" → "ha noi hanoi"). */
export function searchKeyOf(nameLocal: string, nameEn: string): string {
  return foldVietnamese(`${nameLocal} ${nameEn}`);
}

/**
 * Korean names also match without hyphens and in Revised Romanization, whichever way the data
 * romanised them ("Suwonsijangangu"): "gangnamgu" and "gangnam gu" find 강남구 (Gangnam-gu).
 */
export function koreanSearchKeyOf(nameLocal: string, nameEn: string): string {
  return `${searchKeyOf(nameLocal, nameEn)} ${foldWithoutHyphens(`${nameEn} ${romanize(nameLocal)}`)}`;
}
