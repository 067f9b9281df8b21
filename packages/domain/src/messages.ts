import { fixKoreanParticles } from './korean-particles.ts';
import type { Language } from './locale.ts';
import en from './locales/en.json' with { type: 'json' };
import ko from './locales/ko.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };

/**
 * The shared catalogue of error and validation texts: the server answers with them
 * and the web app loads them into i18next, so a code reads the same everywhere.
 */
export const MESSAGES = { en, vi, ko } satisfies Record<Language, typeof en>;
export type MessageCatalogue = typeof en;

function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function errorMessage(language: Language, code: string, values: Record<string, string | number> = {}): string {
  const errors: Record<string, string> = MESSAGES[language].errors;
  return interpolate(errors[code] ?? errors.INTERNAL_ERROR, values);
}

export function fieldLabel(language: Language, field: string): string {
  const fields: Record<string, string> = MESSAGES[language].fields;
  return fields[field] ?? field;
}

export function validationMessage(language: Language, code: string, field: string): string {
  const texts: Record<string, string> = MESSAGES[language].validation;
  const template = texts[code] ?? texts.validation_invalid;
  const label = fieldLabel(language, field);
  // A label that opens the sentence starts with a capital letter.
  const opensSentence = template.startsWith('{{field}}');
  const text = interpolate(template, { field: opensSentence ? label.charAt(0).toUpperCase() + label.slice(1) : label });
  return language === 'ko' ? fixKoreanParticles(text) : text;
}

export function countryName(language: Language, country: string): string {
  const countries: Record<string, string> = MESSAGES[language].countries;
  return countries[country] ?? country;
}
