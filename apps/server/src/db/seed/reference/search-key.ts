import { foldVietnamese } from '@skyparcel/domain/text-fold';

/** What autocomplete matches: both names, without accents or case ("Hà Nội Hanoi" → "ha noi hanoi"). */
export function searchKeyOf(nameLocal: string, nameEn: string): string {
  return foldVietnamese(`${nameLocal} ${nameEn}`);
}
