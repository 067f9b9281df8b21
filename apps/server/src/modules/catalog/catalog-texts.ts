import type { Language } from '@skyparcel/domain/locale';

/** A catalogue text in the reader's language, English when a language is missing. */
export function textIn(texts: Record<string, string>, language: Language): string {
  return texts[language] ?? texts.en ?? '';
}
